import { createFileRoute } from '@tanstack/react-router'
import { carregarRegistro, RegistroListaPage } from '@/pages/registros'

const CAMINHO = '/admin/usuarios'

export const Route = createFileRoute('/_app/admin/usuarios/')({
  loader: () => carregarRegistro(CAMINHO.slice(1)),
  component: UsuariosRoute,
})

function UsuariosRoute() {
  const registro = Route.useLoaderData()
  return registro && <RegistroListaPage registro={registro} caminho={CAMINHO} />
}
