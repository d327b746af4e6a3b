import type { QueryClient } from '@tanstack/react-query'
import type { RouteAccess } from '@/entities/sessao'
import { carregarItemRegistro, carregarListaRegistro, carregarRegistro, filtroDaLista, type Registro } from '@/pages/registros'
import { loadWhenAllowed } from './-screen'

type LoaderContext = { acesso: RouteAccess; queryClient: QueryClient }

/**
 * A register list route's loader: the register's declaration (its own chunk) and, for a user the layout lets in, the
 * list's first page with the URL's filters and the route's own.
 */
export async function loadRegisterList(
  context: LoaderContext,
  segmento: string,
  search: Readonly<Record<string, unknown>>,
  filtroFixo?: Readonly<Record<string, string>>,
): Promise<Registro | null> {
  const registro = await carregarRegistro(segmento)
  if (registro) {
    const { filtro } = filtroDaLista(registro, search, filtroFixo)
    await loadWhenAllowed(context, (queryClient) => carregarListaRegistro(queryClient, registro, filtro))
  }
  return registro
}

/** A register item route's loader: the register's declaration and, for a user the layout lets in, the item. */
export async function loadRegisterItem(context: LoaderContext, segmento: string, id: string): Promise<Registro | null> {
  const registro = await carregarRegistro(segmento)
  if (registro) await loadWhenAllowed(context, (queryClient) => carregarItemRegistro(queryClient, registro, id))
  return registro
}
