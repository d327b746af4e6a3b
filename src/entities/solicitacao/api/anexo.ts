import { apiDelete, apiDownload, apiPost } from '@/shared/api'
import { anexoSolicitacaoSchema, type AnexoSolicitacao } from './solicitacao.schema'

/** POST /api/solicitacao/{id}/anexo: the medical certificate of a pending abono, as multipart `arquivo`. */
export function enviarAnexo({ id, arquivo }: { id: number; arquivo: File }): Promise<AnexoSolicitacao> {
  const body = new FormData()
  body.append('arquivo', arquivo)
  return apiPost(`/api/solicitacao/${id}/anexo`, undefined, anexoSolicitacaoSchema, { body })
}

/** GET /api/solicitacao/{id}/anexo: the certificate and its name (the API needs the bearer token, so no plain link). */
export const baixarAnexo = (id: number) => apiDownload('GET', `/api/solicitacao/${id}/anexo`)

/** DELETE /api/solicitacao/{id}/anexo. */
export const removerAnexo = (id: number) => apiDelete(`/api/solicitacao/${id}/anexo`)
