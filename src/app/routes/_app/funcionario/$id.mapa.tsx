import { createFileRoute } from '@tanstack/react-router'
import { FuncionarioMapaPage } from '@/pages/funcionario-paginas'

export const Route = createFileRoute('/_app/funcionario/$id/mapa')({
  component: FuncionarioRoute,
})

function FuncionarioRoute() {
  const { id } = Route.useParams()
  return <FuncionarioMapaPage key={id} id={Number(id)} />
}
