import { createFileRoute } from '@tanstack/react-router'
import { carregarInconsistencia, InconsistenciaDetalhePage } from '@/pages/apuracao/inconsistencia-detalhe'
import { loadWhenAllowed, ScreenLoadError, ScreenPending } from './-screen'

/** AUTH-052: one inconsistent day, id '{funcionarioId}-{yyyy-MM-dd}' (front_inconsistencias); not nested in the list. */
export const Route = createFileRoute('/_app/registro-inconsistente_/$id')({
  loader: ({ context, params }) => loadWhenAllowed(context, (queryClient) => carregarInconsistencia(queryClient, params.id)),
  pendingComponent: ScreenPending,
  errorComponent: ScreenLoadError,
  component: InconsistenciaDetalheRoute,
})

function InconsistenciaDetalheRoute() {
  const { id } = Route.useParams()
  return <InconsistenciaDetalhePage key={id} id={id} />
}
