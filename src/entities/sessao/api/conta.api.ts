import { apiPost } from '@/shared/api'

/**
 * AUTH-007: POST /api/usuarios/reset-password, without a body: the server knows the account from the token and has
 * the identity service e-mail it a link to choose a new password. Answers 204.
 */
export function solicitarRedefinicaoSenha(): Promise<unknown> {
  return apiPost('/api/usuarios/reset-password')
}
