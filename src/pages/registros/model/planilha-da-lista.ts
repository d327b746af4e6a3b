import type { QueryClient } from '@tanstack/react-query'
import { celulaDoNo, type Planilha } from '@/features/exportar-planilha'
import { registerListParams, type RegisterSearch } from '@/shared/ui'
import type { Registro } from './registro'

/** Items per request when every page of a search is read for an export (Spring Data REST allows up to 2000). */
const ITENS_POR_PAGINA = 1000

type Item = Record<string, unknown>

/** Every item of the list's current search, page after page, through the register's own list queries. */
export async function itensDaBusca(
  queryClient: QueryClient,
  registro: Registro,
  { text, sort }: RegisterSearch,
  filtro: Readonly<Record<string, string>>,
): Promise<Item[]> {
  const { filtroLocal } = registro
  const params = (page: number) => registerListParams({ filtroLocal: filtroLocal !== undefined, page, text, sort, filtro })
  if (filtroLocal) {
    const todos = await queryClient.fetchQuery(registro.resource.queries.list(params(0)))
    return todos.items.filter((item) => filtroLocal(item, text))
  }
  const itens: Item[] = []
  for (let page = 0, paginas = 1; page < paginas; page++) {
    const pagina = await queryClient.fetchQuery(registro.resource.queries.list({ ...params(page), size: ITENS_POR_PAGINA }))
    itens.push(...pagina.items)
    paginas = pagina.page.totalPages
  }
  return itens
}

/** The list as a sheet: its columns with some text (a column of buttons is left out), one row per item. */
export function planilhaDosItens(registro: Registro, itens: readonly Item[]): Planilha {
  const valores = registro.columns.map((coluna) => itens.map((item) => celulaDoNo(coluna.cell(item))))
  const comTexto = registro.columns.flatMap((_, indice) =>
    itens.length === 0 || valores[indice]!.some((valor) => valor !== null) ? [indice] : [],
  )
  return {
    titulo: registro.titulo,
    colunas: comTexto.map((indice) => registro.columns[indice]!.header),
    linhas: itens.map((_, linha) => comTexto.map((indice) => valores[indice]![linha]!)),
  }
}
