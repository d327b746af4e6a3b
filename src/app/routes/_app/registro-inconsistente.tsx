import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { INCONSISTENCIAS_SEARCH_DEFAULTS, InconsistenciasPage, inconsistenciasSearchSchema } from '@/pages/apuracao/inconsistencias'

/** AUTH-052: every inconsistent day (front_inconsistencias, guarded by the layout's route table); filters in the URL. */
export const Route = createFileRoute('/_app/registro-inconsistente')({
  validateSearch: inconsistenciasSearchSchema,
  search: { middlewares: [stripSearchParams(INCONSISTENCIAS_SEARCH_DEFAULTS)] },
  component: InconsistenciasRoute,
})

function InconsistenciasRoute() {
  return <InconsistenciasPage search={Route.useSearch()} />
}
