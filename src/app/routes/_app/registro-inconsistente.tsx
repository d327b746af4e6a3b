import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import {
  carregarInconsistencias,
  INCONSISTENCIAS_SEARCH_DEFAULTS,
  InconsistenciasPage,
  inconsistenciasSearchSchema,
} from '@/pages/apuracao/inconsistencias'
import { loadWhenAllowed, ScreenLoadError, ScreenPending } from './-screen'

/** AUTH-052: every inconsistent day (front_inconsistencias, guarded by the layout's route table); filters in the URL. */
export const Route = createFileRoute('/_app/registro-inconsistente')({
  validateSearch: inconsistenciasSearchSchema,
  search: { middlewares: [stripSearchParams(INCONSISTENCIAS_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => loadWhenAllowed(context, (queryClient) => carregarInconsistencias(queryClient, deps.search)),
  pendingComponent: () => <ScreenPending title="Inconsistências" />,
  errorComponent: (props) => <ScreenLoadError title="Inconsistências" {...props} />,
  component: InconsistenciasRoute,
})

function InconsistenciasRoute() {
  return <InconsistenciasPage search={Route.useSearch()} />
}
