import { createFileRoute } from '@tanstack/react-router'
import { EmConstrucaoPage } from '@/pages/em-construcao'
import { RegistroFormPage } from '@/pages/registros'
import { loadRegisterItem } from '../-register'
import { ScreenLoadError, ScreenPending } from '../-screen'

export const Route = createFileRoute('/_app/$registro/$id')({
  loader: ({ context, params }) => loadRegisterItem(context, params.registro, params.id),
  pendingComponent: ScreenPending,
  errorComponent: ScreenLoadError,
  component: RegistroRoute,
})

function RegistroRoute() {
  const registro = Route.useLoaderData()
  const { registro: segmento, id } = Route.useParams()
  return registro ? <RegistroFormPage key={id} registro={registro} caminho={`/${segmento}`} id={id} /> : <EmConstrucaoPage />
}
