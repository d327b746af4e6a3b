import { createFileRoute } from '@tanstack/react-router'
import { carregarSolicitacao, SolicitacaoDashboardPage } from '@/pages/solicitacao'
import { loadWhenAllowed, ScreenLoadError, ScreenPending } from '../-screen'

/** REQ-016: approve (deferir) or reject (indeferir) a request (front_solicitacao_aprovar). */
export const Route = createFileRoute('/_app/solicitacao/$id/aprovacao')({
  loader: ({ context, params }) => loadWhenAllowed(context, (queryClient) => carregarSolicitacao(queryClient, params.id)),
  pendingComponent: ScreenPending,
  errorComponent: ScreenLoadError,
  component: SolicitacaoRoute,
})

function SolicitacaoRoute() {
  const { id } = Route.useParams()
  return <SolicitacaoDashboardPage key={id} id={id} modo="aprovacao" />
}
