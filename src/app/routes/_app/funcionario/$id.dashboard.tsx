import { createFileRoute } from '@tanstack/react-router'
import { FuncionarioDashboardPage } from '@/pages/funcionario-paginas'

export const Route = createFileRoute('/_app/funcionario/$id/dashboard')({
  component: FuncionarioRoute,
})

function FuncionarioRoute() {
  const { id } = Route.useParams()
  return <FuncionarioDashboardPage key={id} id={Number(id)} />
}
