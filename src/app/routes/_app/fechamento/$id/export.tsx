import { createFileRoute } from '@tanstack/react-router'
import { FechamentoExportacaoPage } from '@/pages/fiscal/fechamento'

/** AUTH-024: the export of closing {id} (front_fechamento). */
export const Route = createFileRoute('/_app/fechamento/$id/export')({
  component: ExportRoute,
})

function ExportRoute() {
  const { id } = Route.useParams()
  return <FechamentoExportacaoPage key={id} idFechamento={Number(id)} />
}
