import { apiDownload, createResource, request } from '@/shared/api'
import { BRASAO_MAX_BYTES, empresaRegistroSchema, MSG_BRASAO_GRANDE } from './empresa.schema'

export { empresaRegistroSchema, type EmpresaRegistro } from './empresa.schema'

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
  // Said before sending: over the API's 10 MB a proxy in front of the server answers 502 without its message.
  if (arquivo.size > BRASAO_MAX_BYTES) return Promise.reject(new Error(MSG_BRASAO_GRANDE))
  const body = new FormData()
  body.append('file', arquivo)
  return request('POST', `/api/empresas/${id}/brasao`, { body })
}

/** The coat of arms as an image file (the API needs the bearer token, so an <img> cannot fetch it itself). */
export const baixarBrasao = (id: number) => apiDownload('GET', `/api/empresas/${id}/brasao`)
