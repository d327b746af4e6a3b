import { createFileRoute } from '@tanstack/react-router'
import { carregarRegistro, RegistroFormPage } from '@/pages/registros'

export const Route = createFileRoute('/_app/banco-dias/lancamentos/new')({
  loader: () => carregarRegistro('banco-dias/lancamentos'),
  component: NovoLancamentoBancoDiasRoute,
})

function NovoLancamentoBancoDiasRoute() {
  const registro = Route.useLoaderData()
  return registro && <RegistroFormPage registro={registro} id={null} />
}
