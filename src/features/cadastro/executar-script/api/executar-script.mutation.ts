import { useMutation } from '@tanstack/react-query'
import { executarScript, scriptResource } from '@/entities/cadastro/script'
import { CARTAO_DERIVADOS } from '@/shared/api'

/** Runs a script's operation; the list shows its last run, and a recalculation refreshes the open time cards. */
export function useExecutarScript() {
  return useMutation({ mutationFn: executarScript, meta: { invalidates: [scriptResource.queries.all(), CARTAO_DERIVADOS] } })
}
