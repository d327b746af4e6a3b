import { createFileRoute } from '@tanstack/react-router'
import { carregarColetor, ColetorViewPage } from '@/pages/registros'
import { loadWhenAllowed, ScreenLoadError, ScreenPending } from '../-screen'

export const Route = createFileRoute('/_app/coletor/$id/view')({
  loader: ({ context, params }) => loadWhenAllowed(context, (queryClient) => carregarColetor(queryClient, params.id, true)),
  pendingComponent: ScreenPending,
  errorComponent: ScreenLoadError,
  component: ColetorViewRoute,
})

function ColetorViewRoute() {
  const { id } = Route.useParams()
  return <ColetorViewPage key={id} id={id} />
}
