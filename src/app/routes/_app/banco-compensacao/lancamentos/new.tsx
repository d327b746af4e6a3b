import { createFileRoute } from '@tanstack/react-router'
import { carregarRegistro, RegistroFormPage } from '@/pages/registros'

export const Route = createFileRoute('/_app/banco-compensacao/lancamentos/new')({
  loader: () => carregarRegistro('banco-compensacao/lancamentos'),
  component: NovoLancamentoCompensacaoRoute,
})

function NovoLancamentoCompensacaoRoute() {
  const registro = Route.useLoaderData()
  return registro && <RegistroFormPage registro={registro} caminho="/banco-compensacao-lancamentos" id={null} />
}
