import { createFileRoute } from '@tanstack/react-router'
import { carregarNovaEscala, carregarRegistro, EscalaNovaPage } from '@/pages/registros'
import { loadWhenAllowed, ScreenLoadError, ScreenPending } from '../-screen'

export const Route = createFileRoute('/_app/escalas/new/$competencia')({
  loader: async ({ context, params }) => {
    const [registro] = await Promise.all([
      carregarRegistro('escalas'),
      loadWhenAllowed(context, (queryClient) => carregarNovaEscala(queryClient, params.competencia)),
    ])
    return registro
  },
  pendingComponent: ScreenPending,
  errorComponent: ScreenLoadError,
  component: NovaEscalaRoute,
})

function NovaEscalaRoute() {
  const registro = Route.useLoaderData()
  const { competencia } = Route.useParams()
  return registro && <EscalaNovaPage key={competencia} registro={registro} competencia={competencia} />
}
