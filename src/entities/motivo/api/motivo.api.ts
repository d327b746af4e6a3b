import { apiGet, apiPost, halPage, listSchema } from '@/shared/api'
import type { Motivo } from '../model/motivo'
import { motivoSchema } from './motivo.schema'

/** Options shown per search in the reason picker. */
const PICKER_SIZE = 30

const porDescricao = (a: Motivo, b: Motivo) => a.descricao.localeCompare(b.descricao, 'pt-BR')

/** REG-052 / TC-191: GET /api/motivos/search/ativos — every active reason (a HAL list without paging). */
export async function listarMotivosAtivos(signal?: AbortSignal): Promise<Motivo[]> {
  const lista = await apiGet('/api/motivos/search/ativos', halPage('motivos', motivoSchema), signal ? { signal } : {})
  // The query method's order is the server's business; the picker shows them alphabetically.
  return [...lista.items].sort(porDescricao)
}

/** REG-053 / TC-191: GET /api/motivos/search/fulltext-ativos?text — the active reasons matching a text. */
export async function pesquisarMotivosAtivos(text: string, signal?: AbortSignal): Promise<Motivo[]> {
  const query = { text, page: 0, size: PICKER_SIZE, sort: 'descricao,asc' }
  const paged = await apiGet(
    '/api/motivos/search/fulltext-ativos',
    listSchema('motivos', motivoSchema),
    signal ? { query, signal } : { query },
  )
  return paged.items
}

/** The reason picker's options: every active reason before the user types (REG-052), the matches after (REG-053). */
export function buscarMotivosAtivos(text: string, signal?: AbortSignal): Promise<Motivo[]> {
  const texto = text.trim()
  return texto ? pesquisarMotivosAtivos(texto, signal) : listarMotivosAtivos(signal)
}

/** TC-192: POST /api/motivos; a reason created inline starts active. */
export function criarMotivo(descricao: string): Promise<Motivo> {
  return apiPost('/api/motivos', { descricao, ativo: true }, motivoSchema)
}
