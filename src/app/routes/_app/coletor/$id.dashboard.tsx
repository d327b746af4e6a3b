import { createFileRoute } from '@tanstack/react-router'
import { carregarPainelColetor, ColetorDashboardPage } from '@/pages/registros'
import { loadWhenAllowed, ScreenLoadError, ScreenPending } from '../-screen'

export const Route = createFileRoute('/_app/coletor/$id/dashboard')({
  loader: ({ context, params }) => loadWhenAllowed(context, (queryClient) => carregarPainelColetor(queryClient, params.id)),
  pendingComponent: ScreenPending,
  errorComponent: ScreenLoadError,
  component: ColetorDashboardRoute,
})

function ColetorDashboardRoute() {
  const { id } = Route.useParams()
  return <ColetorDashboardPage key={id} id={id} />
}
