import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { fullTextSearch } from '@/shared/api'
import { LOOKUP_SOURCES, toOption, type LookupKind, type LookupOption } from '../model/lookup'
import { filtroLookupRefSchema } from './lookup.schema'

/** Options shown per search in a picker. */
const PICKER_SIZE = 20
/** A whole register in one page, to name the ids of a shared link (Spring Data REST's maximum page size). */
const REGISTER_SIZE = 2000

/** TC-034: GET /api/{resource}/search/fulltext?text for a picker. */
export async function searchLookup(kind: LookupKind, text: string, signal?: AbortSignal): Promise<LookupOption[]> {
  const { resource } = LOOKUP_SOURCES[kind]
  const paged = await fullTextSearch(resource, { text, page: 0, size: PICKER_SIZE }, filtroLookupRefSchema, signal)
  return paged.items.map((item) => toOption(kind, item))
}

/** The registers whose items can be searched among those some employee is linked to (REG-061, REG-064, REG-068). */
export type LookupComFuncionarios = Extract<LookupKind, 'cargo' | 'departamento' | 'localTrabalho'>

/** GET /api/{resource}/search/com-funcionarios?text: only the items some employee is linked to. */
export async function searchLookupComFuncionarios(kind: LookupComFuncionarios, text: string, signal?: AbortSignal): Promise<LookupOption[]> {
  const { resource } = LOOKUP_SOURCES[kind]
  const paged = await fullTextSearch(resource, { text, page: 0, size: PICKER_SIZE }, filtroLookupRefSchema, signal, 'com-funcionarios')
  return paged.items.map((item) => toOption(kind, item))
}

/** REG-064: GET /api/departamentos/search/by-empresa?text&empresa: the departments of one company. */
export async function searchDepartamentosDaEmpresa(text: string, empresa: number, signal?: AbortSignal): Promise<LookupOption[]> {
  const paged = await fullTextSearch('departamentos', { text, empresa, page: 0, size: PICKER_SIZE }, filtroLookupRefSchema, signal, 'by-empresa')
  return paged.items.map((item) => toOption('departamento', item))
}

export const lookupQueries = {
  all: () => ['lookup'] as const,
  register: (kind: LookupKind) =>
    queryOptions({
      queryKey: [...lookupQueries.all(), kind, 'register'] as const,
      queryFn: async ({ signal }) => {
        const { resource } = LOOKUP_SOURCES[kind]
        const paged = await fullTextSearch(resource, { page: 0, size: REGISTER_SIZE }, filtroLookupRefSchema, signal)
        return paged.items.map((item) => toOption(kind, item))
      },
      staleTime: 10 * 60_000,
    }),
  /** REG-061, REG-064, REG-068: the whole list of the items some employee is linked to, for a picker. */
  comFuncionarios: (kind: LookupComFuncionarios) =>
    queryOptions({
      queryKey: [...lookupQueries.all(), kind, 'com-funcionarios'] as const,
      queryFn: async ({ signal }) => {
        const { resource } = LOOKUP_SOURCES[kind]
        const paged = await fullTextSearch(resource, { page: 0, size: REGISTER_SIZE }, filtroLookupRefSchema, signal, 'com-funcionarios')
        return paged.items.map((item) => toOption(kind, item))
      },
      staleTime: 10 * 60_000,
    }),
  /**
   * The option of one id, for the active-filter chips. An option chosen in a picker is remembered
   * (`rememberLookup`); an id that came with a link is named from its register.
   */
  option: (queryClient: QueryClient, kind: LookupKind, id: number) =>
    queryOptions({
      queryKey: [...lookupQueries.all(), kind, 'option', id] as const,
      queryFn: async (): Promise<LookupOption | null> => {
        const register = await queryClient.fetchQuery(lookupQueries.register(kind))
        return register.find((option) => option.id === id) ?? null
      },
      staleTime: 10 * 60_000,
    }),
}

/** Keeps the label of an option the user chose, so its chip needs no request. */
export function rememberLookup(queryClient: QueryClient, kind: LookupKind, option: LookupOption): void {
  queryClient.setQueryData(lookupQueries.option(queryClient, kind, option.id).queryKey, option)
}
