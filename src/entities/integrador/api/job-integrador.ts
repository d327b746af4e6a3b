import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { apiGet, apiPost, springPage, type ListParams, type ListQueryKey } from '@/shared/api'

export const TIPOS_JOB_INTEGRADOR = {
  IMPORTACAO_FUNCIONARIOS: 'Importação de funcionários',
  IMPORTACAO_AFASTAMENTOS: 'Importação de afastamentos',
  EXPORTACAO_FOLHA: 'Exportação para a folha',
} as const

export const SITUACOES_JOB = { EXECUTANDO: 'Em execução', CONCLUIDO: 'Concluído', ERRO: 'Concluído com erros' } as const

/** One run of an integrator's job: its kind, status, start and end, the records it took and the ones it rejected. */
export const jobIntegradorSchema = z.object({
  id: z.number(),
  integradorId: z.number(),
  tipo: z.enum(Object.keys(TIPOS_JOB_INTEGRADOR) as [keyof typeof TIPOS_JOB_INTEGRADOR]),
  situacao: z.enum(['EXECUTANDO', 'CONCLUIDO', 'ERRO']),
  inicio: z.string(),
  fim: z.nullable(z.string()),
  registros: z.number(),
  erros: z.array(z.string()),
  totalErros: z.number(),
  reexecucaoDe: z.nullable(z.number()),
  usuario: z.string(),
})
export type JobIntegrador = z.infer<typeof jobIntegradorSchema>

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
