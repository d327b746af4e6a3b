import { useMutation } from '@tanstack/react-query'
import { solicitarRedefinicaoSenha } from '@/entities/sessao'

/** AUTH-007: asks for the password-reset e-mail; nothing cached changes. */
export function useRedefinirSenha() {
  return useMutation({ mutationFn: solicitarRedefinicaoSenha })
}
