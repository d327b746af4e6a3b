import { useMutation } from '@tanstack/react-query'
import { apiPut } from '@/shared/api'
import type { CompletarCadastroValues } from '../model/completar-cadastro.schema'

/** AUTH-088: PUT /api/usuarios/profile {cpf, celular}. */
export function salvarPerfil(values: CompletarCadastroValues): Promise<unknown> {
  return apiPut('/api/usuarios/profile', { cpf: values.cpf, celular: values.celular })
}

export function useSalvarPerfil() {
  return useMutation({ mutationFn: salvarPerfil })
}
