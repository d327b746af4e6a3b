import { z } from 'zod/mini'
import { apiDownload, apiGet, apiPut, fullTextSearch } from '@/shared/api'
import { configSchema, limitesSchema, type Limites } from './configuracao.schema'

export { limitesSchema, type Limites } from './configuracao.schema'

export const getLimites = (signal?: AbortSignal) => apiGet('/api/limites', limitesSchema, { signal })
export const salvarLimites = (limites: Limites) => apiPut('/api/limites', limites, limitesSchema)

/** The general settings /config edits (PUT /api/config). */
export interface ConfigGeral {
  permiteBaterPonto: boolean
  utilizaHoraExtraIntervalo: boolean
  modoEspecial: boolean
  geraComprovanteMarcacao: boolean
  horaExtraCustomLabel: string
  tipoSolicitacaoIncluirMarcacao: { id: number } | null
  tipoSolicitacaoCompensarBancoHoras: { id: number } | null
  /** Hours within which an open entry of an employee without a schedule closes on its day; left out, it stays. */
  limiteJornadaAbertaHoras?: number
}
export const salvarConfig = (config: ConfigGeral) => apiPut('/api/config', config, configSchema)

/** REG-081: POST /api/backup; the file is named by the x-filename header. */
export const gerarBackup = () => apiDownload('POST', '/api/backup')

const tipoSchema = z.object({ id: z.number(), descricao: z.string() })
export type TipoSolicitacaoRef = z.infer<typeof tipoSchema>

/** Request types, for the pickers. */
export async function buscarTiposSolicitacao(text: string, signal?: AbortSignal): Promise<TipoSolicitacaoRef[]> {
  return (await fullTextSearch('tipos-solicitacao', { text, page: 0, size: 30 }, tipoSchema, signal)).items
}
