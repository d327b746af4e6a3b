import { apiGet, fullTextSearch } from '@/shared/api'
import { horarioFlatSchema, horarioResumoSchema, type HorarioFlat, type HorarioResumo } from './horario.schema'

/**
 * REG-033: the three schedule searches: every schedule, the schedules of shift rosters (escalas) and the on-call
 * (sobreaviso) schedules.
 */
export type BuscaHorario = 'fulltext' | 'fulltext-escalas' | 'fulltext-sobreAviso'

/** Options shown per search in a picker. */
export const PICKER_SIZE = 30
/** A whole list in one page (Spring Data REST's maximum page size), for a native select. */
export const LISTA_COMPLETA = 2000

/** REG-033: GET /api/horarios/search/{busca}?text, ordered by the server (by code). */
export async function buscarHorarios(
  busca: BuscaHorario,
  text: string,
  signal?: AbortSignal,
  size = PICKER_SIZE,
): Promise<HorarioResumo[]> {
  return (await fullTextSearch('horarios', { text, page: 0, size }, horarioResumoSchema, signal, busca)).items
}

/** REG-031: GET /api/horarios/{id}/flat. */
export function getHorarioFlat(id: number, signal?: AbortSignal): Promise<HorarioFlat> {
  return apiGet(`/api/horarios/${id}/flat`, horarioFlatSchema, signal ? { signal } : {})
}
