import { COMPETENCIA_OPTIONS_QUERY, competenciaSchema, isAberta, mesAno } from '@/entities/competencia'
import { apiGet, halPage } from '@/shared/api'
import type { LookupValue } from '@/shared/ui'

/** The open competences (MM/YYYY) matching the typed text: a roster is only made for an open month. */
export async function buscarCompetenciasAbertas(text: string, signal: AbortSignal): Promise<LookupValue[]> {
  const pagina = await apiGet('/api/competencias', halPage('competencias', competenciaSchema), { query: COMPETENCIA_OPTIONS_QUERY, signal })
  return pagina.items.filter(isAberta).flatMap((c) => (mesAno(c).includes(text.trim()) ? [{ value: String(c.id), label: mesAno(c) }] : []))
}
