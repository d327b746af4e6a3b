import { createFileRoute } from '@tanstack/react-router'
import { RegistroListaPage } from '@/pages/registros'
import { loadRegisterList } from '../../-register'
import { ScreenLoadError, ScreenPending } from '../../-screen'

const CAMINHO = '/banco-horas/lancamentos'

export const Route = createFileRoute('/_app/banco-horas/lancamentos/')({
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => loadRegisterList(context, CAMINHO.slice(1), deps.search),
  pendingComponent: ScreenPending,
  errorComponent: ScreenLoadError,
  component: LancamentosRoute,
})

function LancamentosRoute() {
  const registro = Route.useLoaderData()
  return registro && <RegistroListaPage registro={registro} caminho={CAMINHO} />
}
