import { apiGet, apiPost, listSchema } from '@/shared/api'
import type { Motivo } from '../model/motivo'
import { motivoSchema } from './motivo.schema'

/** Options shown per search in the reason picker. */
const PICKER_SIZE = 30

/** TC-191: GET /api/motivos/search/fulltext-ativos?text — active reasons only. */
export async function buscarMotivosAtivos(text: string, signal?: AbortSignal): Promise<Motivo[]> {
  const query = { text, page: 0, size: PICKER_SIZE, sort: 'descricao,asc' }
  const paged = await apiGet(
    '/api/motivos/search/fulltext-ativos',
    listSchema('motivos', motivoSchema),
    signal ? { query, signal } : { query },
  )
  return paged.items
}

/** TC-192: POST /api/motivos; a reason created inline starts active. */
export function criarMotivo(descricao: string): Promise<Motivo> {
  return apiPost('/api/motivos', { descricao, ativo: true }, motivoSchema)
}
