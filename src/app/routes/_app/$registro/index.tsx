import { createFileRoute } from '@tanstack/react-router'
import { EmConstrucaoPage } from '@/pages/em-construcao'
import { RegistroListaPage } from '@/pages/registros'
import { loadRegisterList } from '../-register'
import { ScreenLoadError, ScreenPending } from '../-screen'

export const Route = createFileRoute('/_app/$registro/')({
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, params, deps }) => loadRegisterList(context, params.registro, deps.search),
  pendingComponent: ScreenPending,
  errorComponent: ScreenLoadError,
  component: RegistroListaRoute,
})

function RegistroListaRoute() {
  const registro = Route.useLoaderData()
  const { registro: segmento } = Route.useParams()
  return registro ? <RegistroListaPage registro={registro} caminho={`/${segmento}`} /> : <EmConstrucaoPage />
}
