import { createFileRoute } from '@tanstack/react-router'
import { RegistroFormPage } from '@/pages/registros'
import { loadRegisterItem } from '../../-register'
import { ScreenLoadError, ScreenPending } from '../../-screen'

export const Route = createFileRoute('/_app/banco-compensacao/lancamentos/$id')({
  loader: ({ context, params }) => loadRegisterItem(context, 'banco-compensacao/lancamentos', params.id),
  pendingComponent: ScreenPending,
  errorComponent: ScreenLoadError,
  component: LancamentoCompensacaoRoute,
})

function LancamentoCompensacaoRoute() {
  const registro = Route.useLoaderData()
  const { id } = Route.useParams()
  return registro && <RegistroFormPage registro={registro} caminho="/banco-compensacao-lancamentos" id={id} />
}
