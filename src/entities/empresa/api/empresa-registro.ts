import { z } from 'zod/mini'
import { apiDownload, createResource, enderecoSchema, request } from '@/shared/api'

/** REG-016: a company as its register edits it. */
export const empresaRegistroSchema = z.object({
  id: z.number(),
  codigo: z.number(),
  nome: z.string(),
  nomeFantasia: z.string(),
  cnpj: z.string(),
  cei: z.nullable(z.string()),
  orgaoPublico: z.boolean(),
  brasao: z.nullable(z.string()),
  endereco: enderecoSchema,
})
export type EmpresaRegistro = z.infer<typeof empresaRegistroSchema>

/** REG-017..020: the company register (by code; saved with POST). Its keys sit under the entity's root. */
export const empresaResource = createResource({
  key: 'empresas',
  resource: 'empresas',
  item: empresaRegistroSchema,
  sort: ['codigo,asc'],
  update: 'post',
})

/** REG-021: POST /api/empresas/{id}/brasao, the image as multipart `file`; the server answers text. */
export function enviarBrasao({ id, arquivo }: { id: number; arquivo: File }): Promise<unknown> {
  const body = new FormData()
  body.append('file', arquivo)
  return request('POST', `/api/empresas/${id}/brasao`, { body })
}

/** The coat of arms as an image file (the API needs the bearer token, so an <img> cannot fetch it itself). */
export const baixarBrasao = (id: number) => apiDownload('GET', `/api/empresas/${id}/brasao`)
