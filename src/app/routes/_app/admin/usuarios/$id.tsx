import { createFileRoute } from '@tanstack/react-router'
import { RegistroFormPage } from '@/pages/registros'
import { loadRegisterItem } from '../../-register'
import { ScreenLoadError, ScreenPending } from '../../-screen'

const CAMINHO = '/admin/usuarios'

export const Route = createFileRoute('/_app/admin/usuarios/$id')({
  loader: ({ context, params }) => loadRegisterItem(context, CAMINHO.slice(1), params.id),
  pendingComponent: ScreenPending,
  errorComponent: ScreenLoadError,
  component: UsuarioRoute,
})

function UsuarioRoute() {
  const registro = Route.useLoaderData()
  const { id } = Route.useParams()
  return registro && <RegistroFormPage key={id} registro={registro} caminho={CAMINHO} id={id} />
}
