import { useMutation } from '@tanstack/react-query'
import { coletorResource, enviarAoColetor } from '@/entities/cadastro/equipamento'

/** REG-083: sends a clock's settings to its collector; the collector's last contact changes. */
export function useEnviarColetor() {
  return useMutation({ mutationFn: enviarAoColetor, meta: { invalidates: [coletorResource.queries.all()] } })
}
