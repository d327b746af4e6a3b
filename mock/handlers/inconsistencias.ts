import { HttpResponse } from 'msw'
import {
  inconsistenciaConsultaSchema,
  type Inconsistencia,
  type InconsistenciaDetalhe,
} from '@/shared/api/contract/endpoints/inconsistencias'
import type { RegistroDia } from '@/shared/api/contract/endpoints/cartaoponto.schema'
import { http } from '../http/contrato'
import { lerCorpo } from '../http/corpo'
import type { Competencia, Db, Funcionario } from '../db/index'
import { hoje } from '../db/queries'
import { isIsoDate, notFound, validationError } from '../http/spring'
import { catalogo, competenciasAbertas, controlaNoPeriodo, departamentoDe, diasDoFuncionario, funcionarioRef } from './lib/apuracao'
import { forbidden, session } from './lib/session'
import { funcionarioVisivel } from './lib/visibilidade'


/** One inconsistent day of a time card and its detail (the contract's). */
export type { Inconsistencia, InconsistenciaDetalhe }

const ID_INCONSISTENCIA = /^(\d+)-(\d{4}-\d{2}-\d{2})$/

export const idInconsistencia = (funcionarioId: number, data: string) => `${funcionarioId}-${data}`

function inconsistencia(db: Db, f: Funcionario, c: Competencia, dia: RegistroDia): Inconsistencia {
  return {
    id: idInconsistencia(f.id, dia.data),
    funcionario: funcionarioRef(f),
    departamento: departamentoDe(db, f, dia.data),
    competencia: { id: c.id, descricaoCurta: c.descricaoCurta },
    data: dia.data,
    diaSemanaAbreviado: dia.diaSemanaAbreviado,
    errorMessage: dia.errorMessage,
    marcacoes: dia.marcacoes.flatMap((par) => [par.entrada, par.saida]).flatMap((m) => (m ? [m.hora] : [])),
  }
}

export const inconsistenciaHandlers = [
  /**
   * Every inconsistent day (error or inconsistente) of the open competences, up to today, of the employees the
   * user sees (a responsible user: their departments and work places). Filters: funcionarioId, competenciaId,
   * departamentoId (on the day), inicio and fim (yyyy-MM-dd). Sorted by date, then name.
   */
  http.get('/api/inconsistencias', async ({ request }) => {
    const s = await session(request)
    const filtro = lerCorpo(inconsistenciaConsultaSchema, Object.fromEntries(new URL(request.url).searchParams))
    if (Array.isArray(filtro)) return validationError('Inconsistencia', filtro)
    const { funcionarioId = null, competenciaId = null, departamentoId = null, inicio = null, fim = null } = filtro
    const { db } = s
    const ate = hoje(db)
    const competencias = competenciasAbertas(db).filter((c) => competenciaId === null || c.id === competenciaId)
    const visivel = funcionarioVisivel(s)
    const cat = catalogo(db)
    const out: Inconsistencia[] = []
    for (const f of db.funcionarios) {
      if (!visivel(f) || (funcionarioId !== null && f.id !== funcionarioId)) continue
      const meses = competencias.filter((c) => controlaNoPeriodo(f, c.inicio, c.fim))
      const dias = diasDoFuncionario(db, f, meses, cat)
      for (const c of meses) {
        for (const dia of dias.get(c.id) ?? []) {
          if (!(dia.error || dia.inconsistente) || dia.data > ate) continue
          if ((inicio !== null && dia.data < inicio) || (fim !== null && dia.data > fim)) continue
          const item = inconsistencia(db, f, c, dia)
          if (departamentoId !== null && item.departamento?.id !== departamentoId) continue
          out.push(item)
        }
      }
    }
    out.sort((a, b) => a.data.localeCompare(b.data) || a.funcionario.nome.localeCompare(b.funcionario.nome, 'pt-BR'))
    return HttpResponse.json(out)
  }),

  /**
   * One employee's day, id '{funcionarioId}-{yyyy-MM-dd}' (/registro-inconsistente/{id}): what the card says of it,
   * in the competence holding the date. 400 for a malformed id, 404 when the employee or the day has no card,
   * 403 for an employee the user does not see. A day corrected since comes back with inconsistente false.
   */
  http.get('/api/inconsistencias/:id', async ({ request, params }) => {
    const s = await session(request)
    const id = String(params.id)
    const partes = ID_INCONSISTENCIA.exec(id)
    if (!partes || !isIsoDate(partes[2])) {
      return validationError('Inconsistencia', [{ property: 'id', message: 'deve ser {funcionario}-{yyyy-MM-dd}', invalidValue: id }])
    }
    const { db } = s
    const data = partes[2] ?? ''
    const f = db.funcionarios.find((x) => x.id === Number(partes[1]))
    if (!f) return notFound()
    if (!funcionarioVisivel(s)(f)) throw forbidden(request)
    const c = db.competencias.find((x) => x.inicio <= data && data <= x.fim && controlaNoPeriodo(f, x.inicio, x.fim))
    const dia = c && diasDoFuncionario(db, f, [c], catalogo(db)).get(c.id)?.find((d) => d.data === data)
    if (!c || !dia) return notFound()
    const detalhe: InconsistenciaDetalhe = {
      ...inconsistencia(db, f, c, dia),
      inconsistente: (dia.error || dia.inconsistente) && dia.data <= hoje(db),
      quadroHorarioDescricao: dia.quadroHorarioDescricao,
      quadroHorarioResumo: dia.quadroHorarioResumo,
      codigoHorario: dia.codigoHorario,
      cargaHoraria: dia.cargaHoraria,
      horas: dia.horas,
    }
    return HttpResponse.json(detalhe)
  }),
]
