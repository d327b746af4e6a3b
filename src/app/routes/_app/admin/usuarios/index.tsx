import { createFileRoute } from '@tanstack/react-router'
import { RegistroListaPage } from '@/pages/registros'
import { loadRegisterList } from '../../-register'
import { ScreenLoadError, ScreenPending } from '../../-screen'

const CAMINHO = '/admin/usuarios'

export const Route = createFileRoute('/_app/admin/usuarios/')({
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => loadRegisterList(context, CAMINHO.slice(1), deps.search),
  pendingComponent: ScreenPending,
  errorComponent: ScreenLoadError,
  component: UsuariosRoute,
})

function UsuariosRoute() {
  const registro = Route.useLoaderData()
  return registro && <RegistroListaPage registro={registro} caminho={CAMINHO} />
}
