import type { QueryClient } from '@tanstack/react-query'
import { registerListParams } from '@/shared/ui'
import type { Registro } from './registro'

/**
 * The list's arrival filters: `daUrl`, the URL's parameters the register accepts (REG-014's saved-list links), and
 * `filtro`, those with the route's own (e.g. one employee's entries of one bank in a period).
 */
export function filtroDaLista(
  registro: Registro,
  search: Readonly<Record<string, unknown>>,
  filtroFixo?: Readonly<Record<string, string>>,
) {
  const aceitos = registro.filtrosDaUrl ?? {}
  const daUrl: Record<string, string> = Object.fromEntries(
    Object.keys(aceitos).flatMap((nome) => (search[nome] === undefined ? [] : [[nome, String(search[nome])]])),
  )
  return { daUrl, filtro: { ...daUrl, ...filtroFixo } }
}

/** A register list route's loader: the list's first page as it opens (no text, the server's order). */
export async function carregarListaRegistro(
  queryClient: QueryClient,
  registro: Registro,
  filtro: Readonly<Record<string, string>>,
): Promise<void> {
  const params = registerListParams({ filtroLocal: registro.filtroLocal !== undefined, page: 0, text: '', sort: null, filtro })
  await queryClient.ensureQueryData(registro.resource.queries.list(params))
}

/** A register item route's loader: the item the form edits (nothing for a new one). */
export async function carregarItemRegistro(queryClient: QueryClient, registro: Registro, id: string | null): Promise<void> {
  if (id !== null) await queryClient.ensureQueryData(registro.resource.queries.detail(id))
}
