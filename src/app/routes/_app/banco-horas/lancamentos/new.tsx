import { createFileRoute } from '@tanstack/react-router'
import { carregarRegistro, RegistroFormPage } from '@/pages/registros'

const CAMINHO = '/banco-horas/lancamentos'

export const Route = createFileRoute('/_app/banco-horas/lancamentos/new')({
  loader: () => carregarRegistro(CAMINHO.slice(1)),
  component: NovoLancamentoRoute,
})

function NovoLancamentoRoute() {
  const registro = Route.useLoaderData()
  return registro && <RegistroFormPage registro={registro} caminho={CAMINHO} id={null} />
}
