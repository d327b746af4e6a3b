import { fullTextSearch } from '@/shared/api'
import { cidadeSchema, type Cidade } from './cidade.schema'

export { cidadeSchema, type Cidade } from './cidade.schema'

/** Cities of municipal holidays (GET /api/cidades/search/fulltext). */
export async function buscarCidades(text: string, signal?: AbortSignal): Promise<Cidade[]> {
  return (await fullTextSearch('cidades', { text, page: 0, size: 20 }, cidadeSchema, signal)).items
}
