import { createFileRoute } from '@tanstack/react-router'
import { carregarColetor, ColetorMensagemPage } from '@/pages/registros'
import { loadWhenAllowed, ScreenLoadError, ScreenPending } from '../-screen'

export const Route = createFileRoute('/_app/coletor/$id/transferencia-funcionario')({
  loader: ({ context, params }) => loadWhenAllowed(context, (queryClient) => carregarColetor(queryClient, params.id, false)),
  pendingComponent: ScreenPending,
  errorComponent: ScreenLoadError,
  component: TransferenciaFuncionarioRoute,
})

function TransferenciaFuncionarioRoute() {
  const { id } = Route.useParams()
  return <ColetorMensagemPage key={id} id={id} tipo="COLETOR_FUNCIONARIO_TRANSFERIR" />
}
