import { createFileRoute } from '@tanstack/react-router'
import { carregarRegistro, RegistroFormPage } from '@/pages/registros'

export const Route = createFileRoute('/_app/banco-compensacao/lancamentos/baixa/$id')({
  loader: () => carregarRegistro('banco-compensacao/lancamentos'),
  component: BaixaLancamentoCompensacaoRoute,
})

function BaixaLancamentoCompensacaoRoute() {
  const registro = Route.useLoaderData()
  const { id } = Route.useParams()
  return registro && <RegistroFormPage registro={registro} caminho="/banco-compensacao-lancamentos" id={id} />
}
