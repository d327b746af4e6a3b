import { createFileRoute } from '@tanstack/react-router'
import { EditarSolicitacaoPage } from '@/pages/solicitacao'

/** REQ-010: a pending request, changed. */
export const Route = createFileRoute('/_app/solicitacao/$id/')({
  component: EditarSolicitacaoRoute,
})

function EditarSolicitacaoRoute() {
  const { id } = Route.useParams()
  return <EditarSolicitacaoPage key={id} id={id} />
}
