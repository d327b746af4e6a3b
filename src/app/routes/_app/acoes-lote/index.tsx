import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { ACOES_LOTE_SEARCH_DEFAULTS, AcoesLotePage, acoesLoteSearchSchema, carregarAcoesLote } from '@/pages/acoes-lote/lista'
import { loadWhenAllowed, ScreenLoadError, ScreenPending } from '../-screen'

/** AUTH-055: the batch actions done (front_acoeslote, guarded by the layout's route table); the page in the URL. */
export const Route = createFileRoute('/_app/acoes-lote/')({
  validateSearch: acoesLoteSearchSchema,
  search: { middlewares: [stripSearchParams(ACOES_LOTE_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => ({ page: search.page }),
  loader: ({ context, deps }) => loadWhenAllowed(context, (queryClient) => carregarAcoesLote(queryClient, deps.page)),
  pendingComponent: () => <ScreenPending title="Ações em Lote" />,
  errorComponent: (props) => <ScreenLoadError title="Ações em Lote" {...props} />,
  component: AcoesLoteRoute,
})

function AcoesLoteRoute() {
  return <AcoesLotePage search={Route.useSearch()} />
}
