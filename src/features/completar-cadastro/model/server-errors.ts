import { ApiError } from '@/shared/api'
import { MSG_CPF_EM_USO } from '@/shared/config'
import { CAMPOS, type CompletarCadastroValues } from './completar-cadastro.schema'

type Campo = keyof CompletarCadastroValues

/**
 * AUTH-089 / API-013..015: the server's answer as field errors, in screen order.
 * `null` when the error belongs to no field (shown in the banner instead).
 */
export function fieldErrorsFrom(error: unknown): [Campo, string][] | null {
  if (!(error instanceof ApiError)) return null
  if (error.status === 409) return [['cpf', MSG_CPF_EM_USO]]
  const fieldErrors = error.fieldErrors ?? {}
  const entries = CAMPOS.flatMap((campo): [Campo, string][] =>
    fieldErrors[campo] ? [[campo, fieldErrors[campo]]] : [],
  )
  return entries.length > 0 ? entries : null
}
