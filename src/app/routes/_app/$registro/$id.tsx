import { createFileRoute } from '@tanstack/react-router'
import { EmConstrucaoPage } from '@/pages/em-construcao'
import { carregarRegistro, RegistroFormPage } from '@/pages/registros'

export const Route = createFileRoute('/_app/$registro/$id')({
  loader: ({ params }) => carregarRegistro(params.registro),
  component: RegistroRoute,
})

function RegistroRoute() {
  const registro = Route.useLoaderData()
  const { registro: segmento, id } = Route.useParams()
  return registro ? <RegistroFormPage key={id} registro={registro} caminho={`/${segmento}`} id={id} /> : <EmConstrucaoPage />
}
