import type { QueryClient } from '@tanstack/react-query'
import { coletorQueries } from '@/entities/cadastro/equipamento'
import { scriptResource } from '@/entities/cadastro/script'
import { integradorQueries, jobIntegradorQueries } from '@/entities/integrador'
import { registerListParams } from '@/shared/ui'

/** A register list's first read, as it opens (no text, the server's order). */
const primeiraPagina = (filtroLocal: boolean) => registerListParams({ filtroLocal, page: 0, text: '', sort: null })

/** /coletor/{id}/view and its message screens: the collector; the view's employee list is read alongside (not awaited). */
export async function carregarColetor(queryClient: QueryClient, id: string, comFuncionarios: boolean): Promise<void> {
  if (comFuncionarios) void queryClient.prefetchQuery(coletorQueries.funcionarios(Number(id))(primeiraPagina(false)))
  await queryClient.ensureQueryData(coletorQueries.detail(id))
}

/** /coletor/{id}/dashboard: the collector's panel. */
export async function carregarPainelColetor(queryClient: QueryClient, id: string): Promise<void> {
  await queryClient.ensureQueryData(coletorQueries.dashboard(Number(id)))
}

/** /jobs/{id}: the integrator and its jobs (read whole, filtered on the screen). */
export async function carregarJobsIntegrador(queryClient: QueryClient, id: string): Promise<void> {
  await Promise.all([
    queryClient.ensureQueryData(integradorQueries.detail(id)),
    queryClient.ensureQueryData(jobIntegradorQueries.list(Number(id))(primeiraPagina(true))),
  ])
}

/** /script: the first page of the scripts. */
export async function carregarScripts(queryClient: QueryClient): Promise<void> {
  await queryClient.ensureQueryData(scriptResource.queries.list(primeiraPagina(false)))
}
