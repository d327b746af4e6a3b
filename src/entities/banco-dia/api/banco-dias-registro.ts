import { z } from 'zod/mini'
import { createResource, fullTextSearch } from '@/shared/api'

/** REG-054: a day bank. */
export const bancoDiasRegistroSchema = z.object({ id: z.number(), descricao: z.string(), ativo: z.optional(z.boolean()) })
export type BancoDiasRegistro = z.infer<typeof bancoDiasRegistroSchema>

/** REG-055..057: the day bank register (a Spring page; POST new, PUT /{id}). */
export const bancoDiasResource = createResource({
  key: 'banco-dias',
  resource: 'bancodias',
  item: bancoDiasRegistroSchema,
  sort: ['descricao,asc'],
})

/** TC-165: day banks matching a text (GET /api/bancodias/search/fulltext). */
export async function buscarBancosDias(text: string, signal?: AbortSignal): Promise<BancoDiasRegistro[]> {
  return (await fullTextSearch('bancodias', { text, page: 0, size: 20 }, bancoDiasRegistroSchema, signal)).items
}
