export {
  lookupQueries,
  rememberLookup,
  searchDepartamentosDaEmpresa,
  searchLookup,
  searchLookupComFuncionarios,
} from './api/lookup.queries'
export type { LookupComFuncionarios } from './api/lookup.queries'
export { filtroLookupRefSchema } from './api/lookup.schema'
export type { FiltroLookupRef } from './api/lookup.schema'
export { LOOKUP_SOURCES, toOption } from './model/lookup'
export type { LookupKind, LookupOption } from './model/lookup'
