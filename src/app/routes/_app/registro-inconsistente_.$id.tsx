import { createFileRoute } from '@tanstack/react-router'
import { InconsistenciaDetalhePage } from '@/pages/apuracao/inconsistencia-detalhe'

/** AUTH-052: one inconsistent day, id '{funcionarioId}-{yyyy-MM-dd}' (front_inconsistencias); not nested in the list. */
export const Route = createFileRoute('/_app/registro-inconsistente_/$id')({
  component: InconsistenciaDetalheRoute,
})

function InconsistenciaDetalheRoute() {
  const { id } = Route.useParams()
  return <InconsistenciaDetalhePage key={id} id={id} />
}
