import { createFileRoute } from '@tanstack/react-router'
import { carregarRegistro, RegistroListaPage } from '@/pages/registros'

const CAMINHO = '/banco-horas/lancamentos'

export const Route = createFileRoute('/_app/banco-horas/lancamentos/')({
  loader: () => carregarRegistro(CAMINHO.slice(1)),
  component: LancamentosRoute,
})

function LancamentosRoute() {
  const registro = Route.useLoaderData()
  return registro && <RegistroListaPage registro={registro} caminho={CAMINHO} />
}
