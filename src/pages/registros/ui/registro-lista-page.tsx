import { useRouter, useSearch } from '@tanstack/react-router'
import { RegisterList } from '@/shared/ui'
import type { Registro } from '../model/registro'

/** The register's list (REG-072) at `caminho` (e.g. '/motivo'); its items at `caminho/{id}`, a new one at `caminho/new`. */
export function RegistroListaPage({ registro, caminho }: { registro: Registro; caminho: string }) {
  const { history } = useRouter()
  const search: Record<string, unknown> = useSearch({ strict: false })
  const aceitos = registro.filtrosDaUrl ?? {}
  const filtro = Object.fromEntries(
    Object.keys(aceitos).flatMap((nome) => (search[nome] === undefined ? [] : [[nome, String(search[nome])]])),
  )
  return (
    <RegisterList
      title={registro.titulo}
      list={registro.resource.queries.list}
      columns={registro.columns}
      rowId={registro.rowId}
      filtroLocal={registro.filtroLocal}
      actions={registro.acoes}
      filtro={filtro}
      rotulosFiltro={aceitos}
      onLimparFiltro={() => history.push(caminho)}
      onOpen={registro.somenteInclusao ? undefined : (item) => history.push(`${caminho}/${encodeURIComponent(registro.rowId(item))}`)}
      onNew={registro.somenteEdicao ? undefined : () => history.push(`${caminho}/new`)}
    />
  )
}
