import { createFileRoute } from '@tanstack/react-router'
import { ColetorViewPage } from '@/pages/registros'

export const Route = createFileRoute('/_app/coletor/$id/view')({
  component: ColetorViewRoute,
})

function ColetorViewRoute() {
  const { id } = Route.useParams()
  return <ColetorViewPage key={id} id={id} />
}
