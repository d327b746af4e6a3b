import { createFileRoute } from '@tanstack/react-router'
import { carregarRegistro, RegistroFormPage } from '@/pages/registros'

const CAMINHO = '/admin/usuarios'

export const Route = createFileRoute('/_app/admin/usuarios/$id')({
  loader: () => carregarRegistro(CAMINHO.slice(1)),
  component: UsuarioRoute,
})

function UsuarioRoute() {
  const registro = Route.useLoaderData()
  const { id } = Route.useParams()
  return registro && <RegistroFormPage key={id} registro={registro} caminho={CAMINHO} id={id} />
}
