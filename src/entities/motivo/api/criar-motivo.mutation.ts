import { useMutation } from '@tanstack/react-query'
import { criarMotivo } from './motivo.api'
import { motivoQueries } from './motivo.queries'

/** TC-192: creates a reason inline; the pickers' searches forget what they knew. */
export function useCriarMotivo() {
  return useMutation({ mutationFn: criarMotivo, meta: { invalidates: [motivoQueries.all()] } })
}
