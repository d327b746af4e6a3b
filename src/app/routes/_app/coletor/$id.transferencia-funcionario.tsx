import { createFileRoute } from '@tanstack/react-router'
import { ColetorMensagemPage } from '@/pages/registros'

export const Route = createFileRoute('/_app/coletor/$id/transferencia-funcionario')({
  component: TransferenciaFuncionarioRoute,
})

function TransferenciaFuncionarioRoute() {
  const { id } = Route.useParams()
  return <ColetorMensagemPage key={id} id={id} tipo="COLETOR_FUNCIONARIO_TRANSFERIR" />
}
