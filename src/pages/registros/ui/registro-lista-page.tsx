import { useQueryClient } from '@tanstack/react-query'
import { useRouter, useSearch } from '@tanstack/react-router'
import { ExportarMenu } from '@/features/exportar-planilha'
import { reportGlobalError } from '@/shared/api'
import { RegisterList } from '@/shared/ui'
import { filtroDaLista } from '../model/carregar'
import { itensDaBusca, planilhaDosItens } from '../model/planilha-da-lista'
import type { Registro } from '../model/registro'

/** The register's list (REG-072) at `caminho` (e.g. '/motivo'); its items at `caminho/{id}`, a new one at `caminho/new`. */
export interface RegistroListaPageProps {
  registro: Registro
  caminho: string
  /** Filters the route itself sets (e.g. one employee's entries of one bank in a period); not clearable. */
  filtroFixo?: Readonly<Record<string, string>>
  /** Where 'Novo' goes (default `caminho/new`). */
  caminhoNovo?: string
  /** Where an item opens (default `caminho/{id}`). */
  caminhoItem?: (id: string) => string
}

/** The route's loader reads the first page (carregarListaRegistro); the text, order and pages are the list's own. */
export function RegistroListaPage({
  registro,
  caminho,
  filtroFixo,
  caminhoNovo = `${caminho}/new`,
  caminhoItem = (id) => `${caminho}/${id}`,
}: RegistroListaPageProps) {
  const { history } = useRouter()
  const search: Record<string, unknown> = useSearch({ strict: false })
  const { daUrl, filtro } = filtroDaLista(registro, search, filtroFixo)
  const queryClient = useQueryClient()
  return (
    <RegisterList
      title={registro.titulo}
      list={registro.resource.queries.list}
      columns={registro.columns}
      rowId={registro.rowId}
      filtroLocal={registro.filtroLocal}
      actions={registro.acoes}
      searchActions={(busca) => (
        <ExportarMenu
          planilha={async () => planilhaDosItens(registro, await itensDaBusca(queryClient, registro, busca, filtro))}
          nomeDoArquivo={[registro.titulo]}
          onError={reportGlobalError}
        />
      )}
      filtro={filtro}
      rotulosFiltro={registro.filtrosDaUrl ?? {}}
      onLimparFiltro={Object.keys(daUrl).length > 0 ? () => history.push(caminho) : undefined}
      onOpen={registro.somenteInclusao ? undefined : (item) => history.push(caminhoItem(encodeURIComponent(registro.rowId(item))))}
      onNew={registro.somenteEdicao ? undefined : () => history.push(caminhoNovo)}
    />
  )
}
