import { createFileRoute } from '@tanstack/react-router'
import { FuncionarioVinculosPage } from '@/pages/funcionario-paginas'

export const Route = createFileRoute('/_app/funcionario/$id/quadroHorario')({
  component: FuncionarioRoute,
})

function FuncionarioRoute() {
  const { id } = Route.useParams()
  return <FuncionarioVinculosPage key={id} id={Number(id)} tipo="quadroHorario" />
}
