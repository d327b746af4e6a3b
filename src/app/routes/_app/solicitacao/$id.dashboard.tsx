import { createFileRoute } from '@tanstack/react-router'
import { carregarSolicitacao, SolicitacaoDashboardPage } from '@/pages/solicitacao'
import { loadWhenAllowed, ScreenLoadError, ScreenPending } from '../-screen'

/** The request dashboard (front_solicitacao): the request and what it did to the time card. */
export const Route = createFileRoute('/_app/solicitacao/$id/dashboard')({
  loader: ({ context, params }) => loadWhenAllowed(context, (queryClient) => carregarSolicitacao(queryClient, params.id)),
  pendingComponent: ScreenPending,
  errorComponent: ScreenLoadError,
  component: SolicitacaoRoute,
})

function SolicitacaoRoute() {
  const { id } = Route.useParams()
  return <SolicitacaoDashboardPage key={id} id={id} modo="dashboard" />
}
