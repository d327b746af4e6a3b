import { HttpResponse } from 'msw'
import { http } from '../http/contrato'
import type { RegistroDia } from '@/entities/cartao-ponto/api/cartao-ponto.schema'
import type { Competencia, Db, Funcionario } from '../db/index'
import { hoje } from '../db/queries'
import { isIsoDate, notFound, validationError, type FieldError } from '../http/spring'
import {
  catalogo, competenciasAbertas, controlaNoPeriodo, dataParam, departamentoDe, diasDoFuncionario, erroDeParametros,
  funcionarioRef, idParam, type FuncionarioRef, type Ref,
} from './lib/apuracao'
import { forbidden, session } from './lib/session'
import { funcionarioVisivel } from './lib/visibilidade'


/** One inconsistent day of a time card (the card paints it red: TC-093). */
export interface Inconsistencia {
  /** '{funcionarioId}-{yyyy-MM-dd}': the employee's day, the key of /registro-inconsistente/{id} (a day may have no record). */
  id: string
  funcionario: FuncionarioRef
  departamento: Ref | null
  competencia: { id: number; descricaoCurta: string }
  data: string
  diaSemanaAbreviado: string
  /** The card's message for the day ('Numero impar de marcacoes!', 'Registro não possui quadro de horário!'...). */
  errorMessage: string | null
  /** The punches the day holds, 'HH:mm' in order. */
  marcacoes: string[]
}

/** GET /api/inconsistencias/{id}: the day with its schedule and figures, and whether it is still inconsistent. */
export interface InconsistenciaDetalhe extends Inconsistencia {
  /** False once the day was corrected on the card (or when it is not inconsistent at all). */
  inconsistente: boolean
  quadroHorarioDescricao: string | null
  quadroHorarioResumo: string | null
  codigoHorario: string | null
  cargaHoraria: RegistroDia['cargaHoraria']
  horas: RegistroDia['horas']
}

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
    const url = new URL(request.url)
    const errors: FieldError[] = []
    const funcionarioId = idParam(url, 'funcionarioId', errors)
    const competenciaId = idParam(url, 'competenciaId', errors)
    const departamentoId = idParam(url, 'departamentoId', errors)
    const inicio = dataParam(url, 'inicio', errors)
    const fim = dataParam(url, 'fim', errors)
    const invalido = erroDeParametros('Inconsistencia', errors)
    if (invalido) return invalido
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
