import { createFileRoute } from '@tanstack/react-router'
import { carregarExportacaoFechamento, FechamentoExportacaoPage } from '@/pages/fiscal/fechamento'
import { loadWhenAllowed, ScreenLoadError, ScreenPending } from '../../-screen'

/** AUTH-024: the export of closing {id} (front_fechamento). */
export const Route = createFileRoute('/_app/fechamento/$id/export')({
  loader: ({ context, params }) => loadWhenAllowed(context, (queryClient) => carregarExportacaoFechamento(queryClient, Number(params.id))),
  pendingComponent: ScreenPending,
  errorComponent: ScreenLoadError,
  component: ExportRoute,
})

function ExportRoute() {
  const { id } = Route.useParams()
  return <FechamentoExportacaoPage key={id} idFechamento={Number(id)} />
}
