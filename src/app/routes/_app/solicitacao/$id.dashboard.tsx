import { createFileRoute } from '@tanstack/react-router'
import { SolicitacaoDashboardPage } from '@/pages/solicitacao'

/** The request dashboard (front_solicitacao): the request and what it did to the time card. */
export const Route = createFileRoute('/_app/solicitacao/$id/dashboard')({
  component: SolicitacaoRoute,
})

function SolicitacaoRoute() {
  const { id } = Route.useParams()
  return <SolicitacaoDashboardPage key={id} id={id} modo="dashboard" />
}
