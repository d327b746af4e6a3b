import { HttpResponse } from 'msw'
import { http } from '../http/contrato'
import { hoje } from '../db/queries'
import type { FieldError } from '../http/spring'
import {
  catalogo, controlaNoPeriodo, dataParam, departamentoDe, diasDoFuncionario, erroDeParametros, funcionarioRef, idParam,
  type FuncionarioRef, type Ref,
} from './lib/apuracao'
import { session } from './lib/session'
import { funcionarioVisivel } from './lib/visibilidade'


/** One employee's line of the daily card: the day's punches and figures exactly as their time card shows them. */
export interface LinhaCartaoDiario {
  funcionario: FuncionarioRef
  departamento: Ref | null
  /** 'HH:mm' of each punch in order (disregarded ones left out). */
  marcacoes: string[]
  cargaHoraria: string
  horas: string
  horaExtra: string
  falta: string
  atraso: string
  saidaAntecipada: string
  saldoBanco: string
  /** Holiday, leave, rest day... */
  ocorrencia: string | null
  errorMessage: string | null
  inconsistente: boolean
}

export interface CartaoPontoDiario {
  data: string
  competencia: { id: number; descricaoCurta: string } | null
  linhas: LinhaCartaoDiario[]
}

export const cartaoPontoDiarioHandlers = [
  /**
   * The daily card: every visible employee who keeps a time card on `data` (default today), with that day of
   * their card; `departamentoId` keeps the employees of a department. Sorted by name.
   */
  http.get('/api/cartao-ponto-diario', async ({ request }) => {
    const s = await session(request)
    const url = new URL(request.url)
    const errors: FieldError[] = []
    const data = dataParam(url, 'data', errors) ?? hoje(s.db)
    const departamentoId = idParam(url, 'departamentoId', errors)
    const invalido = erroDeParametros('CartaoPontoDiario', errors)
    if (invalido) return invalido
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
