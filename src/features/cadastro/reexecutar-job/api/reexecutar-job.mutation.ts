import { useMutation } from '@tanstack/react-query'
import { integradorQueries, jobIntegradorQueries, reexecutarJob } from '@/entities/integrador'

/** Re-runs an integrator's job; its list and the integrator's last contact (footer, register) follow. */
export function useReexecutarJob() {
  return useMutation({ mutationFn: reexecutarJob, meta: { invalidates: [jobIntegradorQueries.all(), integradorQueries.all()] } })
}
