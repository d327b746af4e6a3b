import { http, HttpResponse } from 'msw'
import { hoje } from '../db/queries'
import type { FieldError } from '../http/spring'
import {
  catalogo, competenciasAbertas, controlaNoPeriodo, dataParam, departamentoDe, diasDoFuncionario, erroDeParametros,
  funcionarioRef, idParam, type FuncionarioRef, type Ref,
} from './lib/apuracao'
import { session } from './lib/session'
import { funcionarioVisivel } from './lib/visibilidade'

/** AUTH-052: the inconsistencies screen's role (route table). */
export const ROLE_INCONSISTENCIAS = 'front_inconsistencias'

/** One inconsistent day of a time card (the card paints it red: TC-093). */
export interface Inconsistencia {
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

export const inconsistenciaHandlers = [
  /**
   * Every inconsistent day (error or inconsistente) of the open competences, up to today, of the employees the
   * user sees (a responsible user: their departments and work places). Filters: funcionarioId, competenciaId,
   * departamentoId (on the day), inicio and fim (yyyy-MM-dd). Sorted by date, then name.
   */
  http.get('/api/inconsistencias', async ({ request }) => {
    const s = await session(request, ROLE_INCONSISTENCIAS)
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
          const departamento = departamentoDe(db, f, dia.data)
          if (departamentoId !== null && departamento?.id !== departamentoId) continue
          out.push({
            funcionario: funcionarioRef(f),
            departamento,
            competencia: { id: c.id, descricaoCurta: c.descricaoCurta },
            data: dia.data,
            diaSemanaAbreviado: dia.diaSemanaAbreviado,
            errorMessage: dia.errorMessage,
            marcacoes: dia.marcacoes.flatMap((par) => [par.entrada, par.saida]).flatMap((m) => (m ? [m.hora] : [])),
          })
        }
      }
    }
    out.sort((a, b) => a.data.localeCompare(b.data) || a.funcionario.nome.localeCompare(b.funcionario.nome, 'pt-BR'))
    return HttpResponse.json(out)
  }),
]
