import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { z } from 'zod/mini'
import { apiGet, apiPost, springPage, type ListParams, type ListQueryKey } from '@/shared/api'
import { coletorResource } from './equipamento'
import { coletorDashboardSchema, funcionarioColetorSchema } from './equipamento.schema'

/** REG-083: the product's own words for a collector that does not answer (doc2 §8 names the message, not its text). */
export const ERRO_COLETOR =
  'Nao foi possivel comunicar com o coletor do equipamento! Verifique se o coletor esta ligado e conectado a rede.'

export { coletorDashboardSchema, funcionarioColetorSchema }
export type FuncionarioColetor = z.infer<typeof funcionarioColetorSchema>
export type ColetorDashboard = z.infer<typeof coletorDashboardSchema>

const raiz = coletorResource.queries.all()

/** The employees a collector knows: GET /api/coletores/{id}/funcionarios (a Spring page), by name or registration number. */
export const funcionariosDoColetor = (coletorId: number, params: ListParams, signal?: AbortSignal) =>
  apiGet(`/api/coletores/${coletorId}/funcionarios`, springPage(funcionarioColetorSchema), {
    query: {
      text: params.text?.trim() || undefined,
      page: params.page,
      size: params.size,
      sort: params.sort ? [...params.sort] : undefined,
    },
    signal,
  })

export const coletorQueries = {
  ...coletorResource.queries,
  /** The employees a collector knows, as a register's list (searched, paged); under the collectors' key, so a message refreshes it. */
  funcionarios: (coletorId: number) => (params: ListParams) =>
    queryOptions({
      queryKey: [raiz[0], 'list', { ...params, filtro: { ...params.filtro, funcionariosDoColetor: String(coletorId) } }] as ListQueryKey,
      queryFn: ({ signal }) => funcionariosDoColetor(coletorId, params, signal),
      placeholderData: keepPreviousData,
    }),
  dashboard: (coletorId: number) =>
    queryOptions({
      queryKey: [...raiz, 'dashboard', coletorId] as const,
      queryFn: ({ signal }) => apiGet(`/api/coletores/${coletorId}/dashboard`, coletorDashboardSchema, { signal }),
    }),
}

export type TipoMensagemColetor = 'COLETOR_FUNCIONARIO_ENVIAR' | 'COLETOR_FUNCIONARIO_TRANSFERIR'

/** REG-011: a message to the collector service, POST api/coletor/message {messageType, payload}. */
export const enviarMensagemColetor = (messageType: TipoMensagemColetor, payload: Record<string, unknown>) =>
  apiPost('/api/coletor/message', { messageType, payload })
