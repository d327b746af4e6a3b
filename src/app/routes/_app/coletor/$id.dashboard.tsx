import { createFileRoute } from '@tanstack/react-router'
import { ColetorDashboardPage } from '@/pages/registros'

export const Route = createFileRoute('/_app/coletor/$id/dashboard')({
  component: ColetorDashboardRoute,
})

function ColetorDashboardRoute() {
  const { id } = Route.useParams()
  return <ColetorDashboardPage key={id} id={id} />
}
