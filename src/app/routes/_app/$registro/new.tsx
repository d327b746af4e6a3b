import { createFileRoute } from '@tanstack/react-router'
import { EmConstrucaoPage } from '@/pages/em-construcao'
import { carregarRegistro, RegistroFormPage } from '@/pages/registros'

export const Route = createFileRoute('/_app/$registro/new')({
  loader: ({ params }) => carregarRegistro(params.registro),
  component: NovoRegistroRoute,
})

function NovoRegistroRoute() {
  const registro = Route.useLoaderData()
  const { registro: segmento } = Route.useParams()
  return registro ? <RegistroFormPage registro={registro} caminho={`/${segmento}`} id={null} /> : <EmConstrucaoPage />
}
