import { createFileRoute } from '@tanstack/react-router'
import { carregarRegistro, RegistroFormPage } from '@/pages/registros'

const CAMINHO = '/admin/usuarios'

export const Route = createFileRoute('/_app/admin/usuarios/new')({
  loader: () => carregarRegistro(CAMINHO.slice(1)),
  component: NovoUsuarioRoute,
})

function NovoUsuarioRoute() {
  const registro = Route.useLoaderData()
  return registro && <RegistroFormPage registro={registro} caminho={CAMINHO} id={null} />
}
