import { createFileRoute } from '@tanstack/react-router'
import { EscalaEditarPage } from '@/pages/registros'
import { loadRegisterItem } from '../-register'
import { ScreenLoadError, ScreenPending } from '../-screen'

export const Route = createFileRoute('/_app/escalas/edit/$id')({
  loader: ({ context, params }) => loadRegisterItem(context, 'escalas', params.id),
  pendingComponent: ScreenPending,
  errorComponent: ScreenLoadError,
  component: EditarEscalaRoute,
})

function EditarEscalaRoute() {
  const registro = Route.useLoaderData()
  const { id } = Route.useParams()
  return registro && <EscalaEditarPage key={id} registro={registro} id={id} />
}
