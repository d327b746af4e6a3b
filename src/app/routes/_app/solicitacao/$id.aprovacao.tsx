import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { APROVACAO_SEARCH_DEFAULTS, aprovacaoSearchSchema, carregarSolicitacao, SolicitacaoDashboardPage } from '@/pages/solicitacao'
import { loadWhenAllowed, ScreenLoadError, ScreenPending } from '../-screen'

/**
 * REQ-016: approve (deferir) or reject (indeferir) a request (front_solicitacao_aprovar). The search params are the
 * list's filters, which 'Próxima pendente' follows.
 */
export const Route = createFileRoute('/_app/solicitacao/$id/aprovacao')({
  validateSearch: aprovacaoSearchSchema,
  search: { middlewares: [stripSearchParams(APROVACAO_SEARCH_DEFAULTS)] },
  loader: ({ context, params }) => loadWhenAllowed(context, (queryClient) => carregarSolicitacao(queryClient, params.id)),
  pendingComponent: ScreenPending,
  errorComponent: ScreenLoadError,
  component: SolicitacaoRoute,
})

function SolicitacaoRoute() {
  const { id } = Route.useParams()
  return <SolicitacaoDashboardPage key={id} id={id} modo="aprovacao" filtro={Route.useSearch()} />
}
