import { useNavigate } from '@tanstack/react-router'
import { RegisterList } from '@/shared/ui'
import type { Registro } from '../model/registro'

/** /{registro}: the register's list (REG-072). */
export function RegistroListaPage({ registro, segmento }: { registro: Registro; segmento: string }) {
  const navigate = useNavigate()
  return (
    <RegisterList
      title={registro.titulo}
      list={registro.resource.queries.list}
      columns={registro.columns}
      rowId={registro.rowId}
      filtroLocal={registro.filtroLocal}
      actions={registro.acoes}
      onOpen={(item) => void navigate({ to: '/$registro/$id', params: { registro: segmento, id: registro.rowId(item) } })}
      onNew={() => void navigate({ to: '/$registro/new', params: { registro: segmento } })}
    />
  )
}
