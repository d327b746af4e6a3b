import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { $ZodType, output } from 'zod/v4/core'
import { caminhoDoRecurso as no, type Atualizacao, type BuscaDe, type ComoSalva, type Recurso, type SalvarEm } from './caminhos'
import { buscar } from './full-text-search'
import { apiDelete, apiGet, apiPost, apiPut } from './http-client'
import { listSchema } from './paged'

export interface ResourceDefinition<Item extends $ZodType, R extends Recurso = Recurso> {
  /** Root of the entity's query keys, e.g. 'motivo'. */
  key: string
  /** The REST collection, e.g. 'motivos' (→ /api/motivos); also the HAL rel. */
  resource: R
  /** One item as the server returns it. */
  item: Item
  /** Order of the list when the user chose none (API-012), e.g. ['descricao,asc']. */
  sort?: readonly string[]
  /** `?projection=` of the detail read (Spring Data REST projections). */
  projection?: string
  /** How an existing item is saved: PUT /{id} (Spring Data REST, default), POST or PUT to the collection (id in the body). */
  update?: Atualizacao<R>
  /** The full-text search path under /api/{resource}/search (default 'fulltext'). */
  search?: BuscaDe<R>
  /** Saves new and existing items alike with POST /api/{resource}/{savePath} (e.g. 'save'). */
  savePath?: SalvarEm<R>
}

export interface ListParams {
  page: number
  size: number
  /** Searched with /search/fulltext?text when not blank. */
  text?: string
  sort?: readonly string[]
  /** Further query parameters of the list (e.g. REG-014's saved-list filters). */
  filtro?: Readonly<Record<string, string>>
}

export type Identified = { id?: number | string | null }

/** The query key of a register's list page. */
export type ListQueryKey = readonly [string, 'list', ListParams]

/**
 * The life of a register (REG-072..078, API-003, API-010..012): its list (HAL or page, paged, sorted, searched),
 * one item, save and delete. The returned `queries` is the entity's query factory: the only place its keys exist.
 */
export function createResource<Item extends $ZodType, R extends Recurso = Recurso>(definition: ResourceDefinition<Item, R> & ComoSalva<R>) {
  const { key, resource, item, sort = [], projection, update = 'put', search = 'fulltext', savePath } = definition as ResourceDefinition<Item, R>
  const path = `/api/${resource}`
  const list = listSchema(resource, item)

  const queries = {
    all: () => [key] as const,
    lists: () => [key, 'list'] as const,
    // The key root stands for the whole definition (one resource per key), so only the params vary.
    list: (params: ListParams) =>
      // eslint-disable-next-line @tanstack/query/exhaustive-deps
      queryOptions({
        queryKey: [key, 'list', params] as ListQueryKey,
        queryFn: ({ signal }) => {
          const text = params.text?.trim() ?? ''
          const order = params.sort?.length ? params.sort : sort
          const filtro = params.filtro ?? {}
          if (text) return buscar(no(`${path}/search/${search}`), resource, { ...filtro, text, page: params.page, size: params.size, sort: [...order] }, item, signal)
          return apiGet(no(path), list, { query: { ...filtro, page: params.page, size: params.size, sort: [...order] }, signal })
        },
        placeholderData: keepPreviousData,
        meta: { globalError: true },
      }),
    detail: (id: number | string) =>
      // eslint-disable-next-line @tanstack/query/exhaustive-deps
      queryOptions({
        queryKey: [key, 'detail', String(id)] as const,
        queryFn: ({ signal }) => apiGet(no(`${path}/${id}`), item, { query: { projection }, signal }),
      }),
  }

  return {
    key,
    resource,
    queries,
    /** POST to the collection for a new item; PUT /{id} (or POST, per `update`) for an existing one. */
    save: (value: Identified & Record<string, unknown>): Promise<output<Item>> => {
      const id = value.id
      if (savePath) return apiPost(no(`${path}/${savePath}`), value, item)
      if (id === undefined || id === null || id === '') return apiPost(no(path), value, item)
      if (update === 'put') return apiPut(no(`${path}/${id}`), value, item)
      return update === 'put-collection' ? apiPut(no(path), value, item) : apiPost(no(path), value, item)
    },
    remove: (id: number | string): Promise<unknown> => apiDelete(no(`${path}/${id}`)),
  }
}

export type Resource<Item extends $ZodType> = ReturnType<typeof createResource<Item, Recurso>>
