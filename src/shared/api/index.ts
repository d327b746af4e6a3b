export { ApiError, ContractError, isApiError } from './api-error'
export {
  configureHttp,
  request,
  apiGet,
  apiPost,
  apiPut,
  apiPatch,
  apiDelete,
  apiDownload,
  buildUrl,
  CLIENTE_HEADER,
  CLIENTE_ID,
  SEM_VALOR,
} from './http-client'
export type { HttpMethod, QueryParams, QueryValue, RequestOptions } from './http-client'
export type { CaminhoDe, RotaDe, Recurso, RecursoComBusca, RecursoComFulltext, BuscaDe } from './caminhos'
export { errorMessage, searchErrorValue } from './error-message'
export { messageFromBody, fieldErrorsOf } from './error-catalogue'
export { MSG_NOT_FOUND, MSG_FORBIDDEN, CONNECTION_REFUSED, MSG_SAVE_TIMEOUT } from './messages'
export { halPage, springPage, listSchema, HAL_RESOURCES, isHalResource } from './paged'
export type { Paged, PageInfo } from './paged'
export { fullTextSearch } from './full-text-search'
export type { FullTextParams } from './full-text-search'
export { useFullTextSearch, fullTextSearchQuery, FULL_TEXT_DEBOUNCE_MS } from './use-full-text-search'
export { createQueryClient, shouldRetry } from './query-client'
export { CARTAO_DERIVADOS, invalidateTargets } from './query-tags'
export type { Invalidation, QueryScope, QueryTag } from './query-tags'
export { reportGlobalError, dismissGlobalError, useGlobalError } from './global-error'
export type { GlobalError } from './global-error'
export { connectRealtime, subscribe, subscribe as subscribeRealtime, defaultBrokerUrl, GREETINGS_TOPIC } from './realtime'
export type { RealtimeConnection, RealtimeOptions } from './realtime'
export { createResource } from './resource'
export type { Resource, ResourceDefinition, ListParams, ListQueryKey, Identified } from './resource'
export { enderecoSchema } from './endereco'
export type { Endereco } from './endereco'
