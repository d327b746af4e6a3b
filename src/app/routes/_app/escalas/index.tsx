import { createFileRoute } from '@tanstack/react-router'
import { carregarRegistro, EscalasListaPage } from '@/pages/registros'

/** REG-034: the rosters of a competence (`?competencia=`, by default the open one). */
export const Route = createFileRoute('/_app/escalas/')({
  loader: () => carregarRegistro('escalas'),
  component: EscalasRoute,
})

function EscalasRoute() {
  const registro = Route.useLoaderData()
  return registro && <EscalasListaPage registro={registro} />
}
