import { createFileRoute } from '@tanstack/react-router'
import { FechamentoExportacaoPage } from '@/pages/fiscal/fechamento'

/** AUTH-024: the export of closing {id} (front_fechamento), the route table's second path. */
export const Route = createFileRoute('/_app/fechamento-exportacao/$id')({
  component: ExportacaoRoute,
})

function ExportacaoRoute() {
  const { id } = Route.useParams()
  return <FechamentoExportacaoPage key={id} idFechamento={Number(id)} />
}
