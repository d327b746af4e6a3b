import { createFileRoute } from '@tanstack/react-router'
import { carregarRegistro, RegistroFormPage } from '@/pages/registros'

export const Route = createFileRoute('/_app/banco-compensacao/lancamentos/$id')({
  loader: () => carregarRegistro('banco-compensacao/lancamentos'),
  component: LancamentoCompensacaoRoute,
})

function LancamentoCompensacaoRoute() {
  const registro = Route.useLoaderData()
  const { id } = Route.useParams()
  return registro && <RegistroFormPage registro={registro} caminho="/banco-compensacao-lancamentos" id={id} />
}
