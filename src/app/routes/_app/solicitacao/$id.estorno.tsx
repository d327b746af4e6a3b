import { createFileRoute } from '@tanstack/react-router'
import { SolicitacaoDashboardPage } from '@/pages/solicitacao'

/** REQ-016: reverse (estornar) a granted request (front_solicitacao_aprovar). */
export const Route = createFileRoute('/_app/solicitacao/$id/estorno')({
  component: SolicitacaoRoute,
})

function SolicitacaoRoute() {
  const { id } = Route.useParams()
  return <SolicitacaoDashboardPage key={id} id={id} modo="estorno" />
}
