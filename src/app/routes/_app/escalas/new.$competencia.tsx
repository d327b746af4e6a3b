import { createFileRoute } from '@tanstack/react-router'
import { carregarRegistro, EscalaNovaPage } from '@/pages/registros'

export const Route = createFileRoute('/_app/escalas/new/$competencia')({
  loader: () => carregarRegistro('escalas'),
  component: NovaEscalaRoute,
})

function NovaEscalaRoute() {
  const registro = Route.useLoaderData()
  const { competencia } = Route.useParams()
  return registro && <EscalaNovaPage key={competencia} registro={registro} competencia={competencia} />
}
