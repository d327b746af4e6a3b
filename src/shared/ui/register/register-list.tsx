import { useQuery, type UseQueryOptions } from '@tanstack/react-query'
import { useId, useState, type ReactNode } from 'react'
import type { ListParams, ListQueryKey, Paged } from '@/shared/api'
import { useDebouncedValue } from '@/shared/lib'
import { Button } from '../button'
import { EmptyState } from '../empty-state'
import { ErrorAlert } from '../error-alert'
import { Input } from '../input'
import { PageTitle } from '../page-title'
import { Spinner } from '../spinner'
import { DataTable, type SortState } from './data-table'
import type { RegisterColumn } from './register-types'

export const REGISTER_PAGE_SIZE = 20
export const REGISTER_SEARCH_DEBOUNCE_MS = 300
/** A register filtered on the client is read in one page of this size (Spring Data REST's maximum). */
const WHOLE_REGISTER = 2000

function filtrar<Item>(items: readonly Item[], combina: (item: Item) => boolean, page: number): Paged<Item> {
  const achados = items.filter(combina)
  const totalPages = Math.ceil(achados.length / REGISTER_PAGE_SIZE)
  const number = Math.min(page, Math.max(totalPages - 1, 0))
  return {
    items: achados.slice(number * REGISTER_PAGE_SIZE, (number + 1) * REGISTER_PAGE_SIZE),
    page: { size: REGISTER_PAGE_SIZE, totalElements: achados.length, totalPages, number },
  }
}

/**
 * What the list reads for a page, a searched text, an order and the arrival filters: a register filtered on the client
 * is read whole, once. A route's loader reads the first page with it (page 0, no text, no order).
 */
export function registerListParams({
  filtroLocal,
  page,
  text,
  sort,
  filtro,
}: {
  filtroLocal: boolean
  page: number
  text: string
  sort: SortState
  filtro?: Readonly<Record<string, string>>
}): ListParams {
  const order = { ...(sort && { sort: [`${sort.property},${sort.direction}`] }), ...(filtro && Object.keys(filtro).length > 0 && { filtro }) }
  return filtroLocal ? { page: 0, size: WHOLE_REGISTER, ...order } : { page, size: REGISTER_PAGE_SIZE, text, ...order }
}

/** The list's current search: the text searched (after the debounce) and the order the user chose. */
export interface RegisterSearch {
  text: string
  sort: SortState
}

export interface RegisterListProps<Item extends Record<string, unknown>> {
  title: string
  list: (params: ListParams) => UseQueryOptions<Paged<Item>, Error, Paged<Item>, ListQueryKey>
  columns: readonly RegisterColumn<Item>[]
  rowId: (item: Item) => string
  /** Opens an item; rows are not links without it. */
  onOpen?: (item: Item) => void
  /** The 'Novo' action, when the user may create. */
  onNew?: () => void
  /**
   * Filters on the client instead of searching on the server (e.g. REG-038): the whole register is read once
   * (sorted by the server) and the text and the pages apply to it without any request.
   */
  filtroLocal?: (item: Item, text: string) => boolean
  actions?: ReactNode
  /** Header actions on the current search (e.g. exporting its rows). */
  searchActions?: (search: RegisterSearch) => ReactNode
  /** Filters the list arrived with (REG-014), shown with their labels; `onLimparFiltro` drops them. */
  filtro?: Readonly<Record<string, string>>
  rotulosFiltro?: Readonly<Record<string, string>>
  onLimparFiltro?: () => void
}

/**
 * A register's list (REG-072, API-003..012): searched as the user types (300 ms; a newer search cancels the older
 * request), sorted and paged by the server.
 */
export function RegisterList<Item extends Record<string, unknown>>({
  title,
  list,
  columns,
  rowId,
  onOpen,
  onNew,
  actions,
  searchActions,
  filtroLocal,
  filtro,
  rotulosFiltro = {},
  onLimparFiltro,
}: RegisterListProps<Item>) {
  const searchId = useId()
  const [text, setText] = useState('')
  const [page, setPage] = useState(0)
  const [sort, setSort] = useState<SortState>(null)
  const debounced = useDebouncedValue(text.trim(), REGISTER_SEARCH_DEBOUNCE_MS)
  const searched = filtroLocal ? text.trim() : debounced
  const query = useQuery(list(registerListParams({ filtroLocal: filtroLocal !== undefined, page, text: searched, sort, filtro })))
  const data = filtroLocal && query.data ? filtrar(query.data.items, (item) => filtroLocal(item, searched), page) : query.data
  const info = data?.page
  const last = info ? Math.max(info.totalPages - 1, 0) : 0
  return (
    <section aria-label={title} className="flex flex-col gap-4">
      <PageTitle
        className="mb-0"
        actions={
          <>
            {actions}
            {searchActions?.({ text: searched, sort })}
            {onNew && <Button onClick={onNew}>Novo</Button>}
          </>
        }
      >
        {title}
      </PageTitle>
      <div className="flex max-w-md flex-col gap-1">
        <label htmlFor={searchId} className="text-sm font-medium text-slate-700">
          Pesquisar
        </label>
        <Input
          id={searchId}
          type="search"
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            setPage(0)
          }}
        />
      </div>
      {filtro && Object.keys(filtro).length > 0 && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <span>Filtros:</span>
          {Object.entries(filtro).map(([nome, valor]) => (
            <span key={nome} className="rounded bg-brand-50 px-2 py-0.5 text-brand-700">
              {rotulosFiltro[nome] ?? nome}: {valor === 'true' ? 'sim' : valor === 'false' ? 'não' : valor}
            </span>
          ))}
          {onLimparFiltro && (
            <Button variant="ghost" size="sm" onClick={onLimparFiltro}>
              Limpar filtros
            </Button>
          )}
        </p>
      )}
      <ErrorAlert error={query.error} />
      {query.isPending ? (
        <Spinner />
      ) : data && data.items.length > 0 ? (
        <>
          <DataTable
            caption={title}
            columns={columns}
            items={data.items}
            rowId={rowId}
            sort={sort}
            onSort={(next) => {
              setSort(next)
              setPage(0)
            }}
            onOpen={onOpen}
            busy={query.isPlaceholderData}
          />
          <nav aria-label="Paginação" className="flex items-center justify-between gap-3 text-sm text-slate-700">
            <span>
              Página {(info?.number ?? 0) + 1} de {Math.max(info?.totalPages ?? 1, 1)} · {contagemDeRegistros(info?.totalElements ?? 0)}
            </span>
            <span className="flex gap-2">
              <Button variant="secondary" size="sm" disabled={page <= 0} onClick={() => setPage((p) => Math.max(p - 1, 0))}>
                Anterior
              </Button>
              <Button variant="secondary" size="sm" disabled={page >= last} onClick={() => setPage((p) => Math.min(p + 1, last))}>
                Próxima
              </Button>
            </span>
          </nav>
        </>
      ) : data ? (
        <EmptyState>{searched ? `Nenhum registro encontrado para "${searched}".` : 'Nenhum registro cadastrado.'}</EmptyState>
      ) : null}
    </section>
  )
}

const contagemDeRegistros = (total: number) => `${total} ${total === 1 ? 'registro' : 'registros'}`
