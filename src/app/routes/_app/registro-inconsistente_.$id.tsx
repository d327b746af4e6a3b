import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { INCONSISTENCIAS_SEARCH_DEFAULTS, inconsistenciasSearchSchema } from '@/entities/apuracao/inconsistencia'
import { carregarInconsistencia, InconsistenciaDetalhePage } from '@/pages/apuracao/inconsistencia-detalhe'
import { loadWhenAllowed, ScreenLoadError, ScreenPending } from './-screen'

/**
 * AUTH-052: one inconsistent day, id '{funcionarioId}-{yyyy-MM-dd}' (front_inconsistencias); not nested in the list.
 * Its search is the list's filters, for 'Voltar às inconsistências'.
 */
export const Route = createFileRoute('/_app/registro-inconsistente_/$id')({
  validateSearch: inconsistenciasSearchSchema,
  search: { middlewares: [stripSearchParams(INCONSISTENCIAS_SEARCH_DEFAULTS)] },
  loader: ({ context, params }) => loadWhenAllowed(context, (queryClient) => carregarInconsistencia(queryClient, params.id)),
  pendingComponent: ScreenPending,
  errorComponent: ScreenLoadError,
  component: InconsistenciaDetalheRoute,
})

function InconsistenciaDetalheRoute() {
  const { id } = Route.useParams()
  return <InconsistenciaDetalhePage key={id} id={id} lista={Route.useSearch()} />
}
