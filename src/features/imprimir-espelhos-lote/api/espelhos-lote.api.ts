import { apiDownload, apiGet, apiPost } from '@/shared/api'
import { loteEspelhosCriadoSchema, loteEspelhosSchema, type EspelhosLoteCorpo } from './espelhos-lote.schema'

export type { EspelhosLoteCorpo, FiltroEspelhos, LoteEspelhos, LoteEspelhosCriado } from './espelhos-lote.schema'

/** Starts the job that prints the espelhos (202 with its id and how many it prints). */
export const iniciarEspelhosLote = (corpo: EspelhosLoteCorpo) => apiPost('/api/espelhos-ponto/lote', corpo, loteEspelhosCriadoSchema)

/** How far the job is. */
export const progressoEspelhosLote = (id: string, signal?: AbortSignal) =>
  apiGet(`/api/espelhos-ponto/lote/${encodeURIComponent(id)}`, loteEspelhosSchema, { signal })

/** The single PDF of a job that is PRONTO. */
export const arquivoEspelhosLote = (id: string) => apiDownload('GET', `/api/espelhos-ponto/lote/${encodeURIComponent(id)}/arquivo`)
