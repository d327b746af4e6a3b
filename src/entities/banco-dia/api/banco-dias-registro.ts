import { createResource, fullTextSearch } from '@/shared/api'
import { bancoDiasSchema, type BancoDias } from './banco-dias.schema'

/** REG-054: a day bank (the contract's). */
export const bancoDiasRegistroSchema = bancoDiasSchema
export type BancoDiasRegistro = BancoDias

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
