import { z } from 'zod/mini'
import { fullTextSearch } from '@/shared/api'

export const cidadeSchema = z.object({ id: z.number(), descricao: z.string(), uf: z.string() })
export type Cidade = z.infer<typeof cidadeSchema>

/** Cities of municipal holidays (GET /api/cidades/search/fulltext). */
export async function buscarCidades(text: string, signal?: AbortSignal): Promise<Cidade[]> {
  return (await fullTextSearch('cidades', { text, page: 0, size: 20 }, cidadeSchema, signal)).items
}
