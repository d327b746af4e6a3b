import { createFileRoute } from '@tanstack/react-router'
import { FuncionarioEpisPage } from '@/pages/funcionario-paginas'

export const Route = createFileRoute('/_app/funcionario/$id/epis')({
  component: FuncionarioRoute,
})

function FuncionarioRoute() {
  const { id } = Route.useParams()
  return <FuncionarioEpisPage key={id} id={Number(id)} />
}
