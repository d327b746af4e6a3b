import { createFileRoute } from '@tanstack/react-router'
import { carregarRegistro, EscalaEditarPage } from '@/pages/registros'

export const Route = createFileRoute('/_app/escalas/edit/$id')({
  loader: () => carregarRegistro('escalas'),
  component: EditarEscalaRoute,
})

function EditarEscalaRoute() {
  const registro = Route.useLoaderData()
  const { id } = Route.useParams()
  return registro && <EscalaEditarPage key={id} registro={registro} id={id} />
}
