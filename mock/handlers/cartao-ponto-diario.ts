import { HttpResponse } from 'msw'
import { cartaoDiarioConsultaSchema, type CartaoDiario } from '@/shared/api/contract/endpoints/cartao-ponto-diario'
import { http } from '../http/contrato'
import { hoje } from '../db/queries'
import { lerCorpo } from '../http/corpo'
import { validationError } from '../http/spring'
import { catalogo, controlaNoPeriodo, departamentoDe, diasDoFuncionario, funcionarioRef } from './lib/apuracao'
import { session } from './lib/session'
import { funcionarioVisivel } from './lib/visibilidade'

/** The daily card (the contract's). */
export type CartaoPontoDiario = CartaoDiario

export const cartaoPontoDiarioHandlers = [
  /**
   * The daily card: every visible employee who keeps a time card on `data` (default today), with that day of
   * their card; `departamentoId` keeps the employees of a department. Sorted by name.
   */
  http.get('/api/cartao-ponto-diario', async ({ request }) => {
    const s = await session(request)
    const filtro = lerCorpo(cartaoDiarioConsultaSchema, Object.fromEntries(new URL(request.url).searchParams))
    if (Array.isArray(filtro)) return validationError('CartaoPontoDiario', filtro)
    const data = filtro.data ?? hoje(s.db)
    const departamentoId = filtro.departamentoId ?? null
    const { db } = s
    const competencia = db.competencias.find((c) => c.inicio <= data && data <= c.fim)
    const body: CartaoPontoDiario = { data, competencia: competencia ? { id: competencia.id, descricaoCurta: competencia.descricaoCurta } : null, linhas: [] }
    if (!competencia) return HttpResponse.json(body)
    const visivel = funcionarioVisivel(s)
    const cat = catalogo(db)
    for (const f of db.funcionarios) {
      if (!visivel(f) || !controlaNoPeriodo(f, data, data)) continue
      const departamento = departamentoDe(db, f, data)
      if (departamentoId !== null && departamento?.id !== departamentoId) continue
      const dia = diasDoFuncionario(db, f, [competencia], cat).get(competencia.id)?.find((d) => d.data === data)
      if (!dia) continue
      body.linhas.push({
        funcionario: funcionarioRef(f),
        departamento,
        marcacoes: dia.marcacoes.flatMap((par) => [par.entrada, par.saida]).flatMap((m) => (m ? [m.hora] : [])),
        cargaHoraria: dia.cargaHoraria,
        horas: dia.horas,
        horaExtra: dia.horaExtraTotal || dia.horaExtra,
        falta: dia.falta,
        atraso: dia.atraso,
        saidaAntecipada: dia.saidaAntecipada,
        saldoBanco: dia.saldoBanco,
        ocorrencia: dia.descricaoOcorrencia ?? null,
        errorMessage: dia.errorMessage,
        inconsistente: dia.error || dia.inconsistente,
      })
    }
    body.linhas.sort((a, b) => a.funcionario.nome.localeCompare(b.funcionario.nome, 'pt-BR'))
    return HttpResponse.json(body)
  }),
]
