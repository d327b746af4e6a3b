import { createFileRoute } from '@tanstack/react-router'
import { EmConstrucaoPage } from '@/pages/em-construcao'
import { carregarRegistro, RegistroListaPage } from '@/pages/registros'

export const Route = createFileRoute('/_app/$registro/')({
  loader: ({ params }) => carregarRegistro(params.registro),
  component: RegistroListaRoute,
})

function RegistroListaRoute() {
  const registro = Route.useLoaderData()
  const { registro: segmento } = Route.useParams()
  return registro ? <RegistroListaPage registro={registro} caminho={`/${segmento}`} /> : <EmConstrucaoPage />
}
