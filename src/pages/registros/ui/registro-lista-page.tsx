import { useNavigate, useSearch } from '@tanstack/react-router'
import { RegisterList } from '@/shared/ui'
import type { Registro } from '../model/registro'

/** /{registro}: the register's list (REG-072). */
export function RegistroListaPage({ registro, segmento }: { registro: Registro; segmento: string }) {
  const navigate = useNavigate()
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
      onLimparFiltro={() => void navigate({ to: '/$registro', params: { registro: segmento }, search: {} })}
      onOpen={(item) => void navigate({ to: '/$registro/$id', params: { registro: segmento, id: registro.rowId(item) } })}
      onNew={registro.somenteEdicao ? undefined : () => void navigate({ to: '/$registro/new', params: { registro: segmento } })}
    />
  )
}
