import { createFileRoute } from '@tanstack/react-router'
import { AcaoLoteDetalhePage } from '@/pages/acoes-lote/detalhe'

/** AUTH-055: one batch action (the time card's treatments link here). */
export const Route = createFileRoute('/_app/acoes-lote/$id/view')({
  component: AcaoLoteDetalheRoute,
})

function AcaoLoteDetalheRoute() {
  const { id } = Route.useParams()
  return <AcaoLoteDetalhePage key={id} id={Number(id)} />
}
