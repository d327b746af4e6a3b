import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiGet, apiPost, springPage, type ListParams, type ListQueryKey } from '@/shared/api'
import { jobIntegradorSchema } from './integrador.contrato'

export { jobIntegradorSchema, SITUACOES_JOB, TIPOS_JOB_INTEGRADOR, type JobIntegrador } from './integrador.contrato'

const KEY = 'job-integrador'

export const jobIntegradorQueries = {
  all: () => [KEY] as const,
  /** An integrator's jobs, newest first, as a register's list (paged): GET /api/integradores/{id}/jobs. */
  list: (integradorId: number) => (params: ListParams) =>
    queryOptions({
      queryKey: [KEY, 'list', { ...params, filtro: { ...params.filtro, integrador: String(integradorId) } }] as ListQueryKey,
      queryFn: ({ signal }) =>
        apiGet(`/api/integradores/${integradorId}/jobs`, springPage(jobIntegradorSchema), {
          query: { page: params.page, size: params.size, sort: params.sort?.length ? [...params.sort] : ['inicio,desc'] },
          signal,
        }),
      placeholderData: keepPreviousData,
    }),
}

/** Re-runs a finished job: POST /api/integradores/{id}/jobs/{job}/reexecutar answers the new job. */
export const reexecutarJob = ({ integradorId, jobId }: { integradorId: number; jobId: number }) =>
  apiPost(`/api/integradores/${integradorId}/jobs/${jobId}/reexecutar`, undefined, jobIntegradorSchema)
