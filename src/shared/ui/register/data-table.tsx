import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table'
import { useMemo } from 'react'
import { cn } from '@/shared/lib'
import type { RegisterColumn } from './register-types'

const features = tableFeatures({})

export type SortState = { property: string; direction: 'asc' | 'desc' } | null

export interface DataTableProps<Item extends object> {
  caption: string
  columns: readonly RegisterColumn<Item>[]
  items: readonly Item[]
  rowId: (item: Item) => string
  sort: SortState
  onSort: (sort: SortState) => void
  /** Opens an item (its row's first cell becomes a link-like button). */
  onOpen?: (item: Item) => void
  busy?: boolean
}

const nextSort = (sort: SortState, property: string): SortState =>
  sort?.property !== property ? { property, direction: 'asc' } : sort.direction === 'asc' ? { property, direction: 'desc' } : null

/** A server-sorted table (TanStack Table): headers of sortable columns toggle asc, desc, none. */
export function DataTable<Item extends Record<string, unknown>>({
  caption,
  columns,
  items,
  rowId,
  sort,
  onSort,
  onOpen,
  busy,
}: DataTableProps<Item>) {
  const definitions = useMemo(() => {
    const helper = createColumnHelper<typeof features, Item>()
    return columns.map((column) => helper.display({ id: column.id, header: column.header, cell: ({ row }) => column.cell(row.original) }))
  }, [columns])
  const table = useTable({ features, columns: definitions, data: items as Item[], getRowId: rowId })
  const byId = new Map(columns.map((c) => [c.id, c]))
  return (
    <div className="relative overflow-x-auto rounded-md border border-slate-200 bg-white">
      <table className={cn('w-full border-collapse text-sm', busy && 'opacity-60')} aria-busy={busy || undefined}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-left text-xs text-slate-600">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const column = byId.get(header.column.id)
                const direction = column?.sort && sort?.property === column.sort ? sort.direction : null
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
                    className="border-b border-slate-200 px-3 py-2 font-semibold tracking-wide uppercase"
                  >
                    {column?.sort ? (
                      <button
                        type="button"
                        className="inline-flex items-center gap-1 uppercase hover:text-slate-900"
                        onClick={() => onSort(nextSort(sort, column.sort!))}
                      >
                        {column.header}
                        <span aria-hidden="true">{direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}</span>
                      </button>
                    ) : (
                      column?.header
                    )}
                  </th>
                )
              })}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-100">
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              className={cn('hover:bg-slate-50', onOpen && 'cursor-pointer')}
              onClick={onOpen ? () => onOpen(row.original) : undefined}
            >
              {row.getAllCells().map((cell, index) => (
                <td key={cell.id} className="px-3 py-2 align-top">
                  {index === 0 && onOpen ? (
                    <button
                      type="button"
                      className="text-left font-medium text-brand-700 hover:underline"
                      onClick={() => onOpen(row.original)}
                    >
                      <table.FlexRender cell={cell} />
                    </button>
                  ) : (
                    <table.FlexRender cell={cell} />
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
