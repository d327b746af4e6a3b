import { useMutation } from '@tanstack/react-query'
import { scriptResource } from '@/entities/cadastro/script'

/** Saves a script (POST new, PUT /{id} existing); the list follows. */
export function useSalvarScript() {
  return useMutation({ mutationFn: scriptResource.save, meta: { invalidates: [scriptResource.queries.all()] } })
}

export function useExcluirScript() {
  return useMutation({ mutationFn: scriptResource.remove, meta: { invalidates: [scriptResource.queries.all()] } })
}
