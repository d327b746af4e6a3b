import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
import { carregarEdicaoSolicitacao, EditarSolicitacaoPage } from '@/pages/solicitacao'
import { loadWhenAllowed, ScreenLoadError, ScreenPending } from '../-screen'

/** REQ-010: a pending request, changed. */
export const Route = createFileRoute('/_app/solicitacao/$id/')({
  loader: ({ context, params }) => loadWhenAllowed(context, (queryClient) => carregarEdicaoSolicitacao(queryClient, params.id)),
  pendingComponent: EdicaoPendente,
  errorComponent: EdicaoComErro,
  component: EditarSolicitacaoRoute,
})

const titulo = (id: string) => `Solicitação nº ${id}`

function EdicaoPendente() {
  return <ScreenPending title={titulo(Route.useParams().id)} />
}

function EdicaoComErro(props: ErrorComponentProps) {
  return <ScreenLoadError title={titulo(Route.useParams().id)} {...props} />
}

function EditarSolicitacaoRoute() {
  const { id } = Route.useParams()
  return <EditarSolicitacaoPage key={id} id={id} />
}
