import { createFileRoute } from '@tanstack/react-router'
import { carregarColetor, ColetorMensagemPage } from '@/pages/registros'
import { loadWhenAllowed, ScreenLoadError, ScreenPending } from '../-screen'

export const Route = createFileRoute('/_app/coletor/$id/envio-funcionario')({
  loader: ({ context, params }) => loadWhenAllowed(context, (queryClient) => carregarColetor(queryClient, params.id, false)),
  pendingComponent: ScreenPending,
  errorComponent: ScreenLoadError,
  component: EnvioFuncionarioRoute,
})

function EnvioFuncionarioRoute() {
  const { id } = Route.useParams()
  return <ColetorMensagemPage key={id} id={id} tipo="COLETOR_FUNCIONARIO_ENVIAR" />
}
