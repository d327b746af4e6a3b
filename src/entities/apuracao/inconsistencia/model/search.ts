import { z } from 'zod/mini'
import { dateParam, idParam } from '@/shared/lib'

/**
 * The inconsistency list's search params (/registro-inconsistente): its filters, the ids of the employee, competence
 * and department and the period, so that a link or a reload reproduces the list. A day's page (/registro-inconsistente/
 * {id}) carries them too, to go back to the list as it was.
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
