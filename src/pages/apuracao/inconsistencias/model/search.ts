import { z } from 'zod/mini'
import type { InconsistenciaFiltro } from '@/entities/apuracao/inconsistencia'
import { dateParam, idParam } from '@/shared/lib'

/**
 * The inconsistency list's search params (/registro-inconsistente): its filters, the ids of the employee, competence
 * and department and the period, so that a link or a reload reproduces the list. The list is not paged.
 */
export const inconsistenciasSearchSchema = z.object({
  funcionario: idParam(),
  competencia: idParam(),
  departamento: idParam(),
  inicio: dateParam(),
  fim: dateParam(),
})

export type InconsistenciasSearch = z.infer<typeof inconsistenciasSearchSchema>

/** Values left out of the URL (the ids are left out when absent). */
export const INCONSISTENCIAS_SEARCH_DEFAULTS = { inicio: '', fim: '' } as const

/** The list call's filter; absent ones are not sent. */
export function inconsistenciaFiltro(search: InconsistenciasSearch): InconsistenciaFiltro {
  return {
    ...(search.funcionario !== undefined ? { funcionarioId: search.funcionario } : {}),
    ...(search.competencia !== undefined ? { competenciaId: search.competencia } : {}),
    ...(search.departamento !== undefined ? { departamentoId: search.departamento } : {}),
    ...(search.inicio ? { inicio: search.inicio } : {}),
    ...(search.fim ? { fim: search.fim } : {}),
  }
}
