import { createFileRoute } from '@tanstack/react-router'
import { carregarPreviaFechamento, FechamentoPreviewPage } from '@/pages/fiscal/fechamento'
import { loadWhenAllowed, ScreenLoadError, ScreenPending } from '../../-screen'

/** AUTH-024 / BATCH-018..021: the preview and closing of competence {id} (front_fechamento). */
export const Route = createFileRoute('/_app/fechamento/$id/fechar')({
  loader: ({ context, params }) => loadWhenAllowed(context, (queryClient) => carregarPreviaFechamento(queryClient, Number(params.id))),
  pendingComponent: ScreenPending,
  errorComponent: ScreenLoadError,
  component: FecharRoute,
})

function FecharRoute() {
  const { id } = Route.useParams()
  return <FechamentoPreviewPage key={id} idCompetencia={Number(id)} />
}
