import { createFileRoute } from '@tanstack/react-router'
import { ColetorMensagemPage } from '@/pages/registros'

export const Route = createFileRoute('/_app/coletor/$id/envio-funcionario')({
  component: EnvioFuncionarioRoute,
})

function EnvioFuncionarioRoute() {
  const { id } = Route.useParams()
  return <ColetorMensagemPage key={id} id={id} tipo="COLETOR_FUNCIONARIO_ENVIAR" />
}
