import { createFileRoute } from '@tanstack/react-router'
import { carregarFechamento, FechamentoDetalhePage } from '@/pages/fiscal/fechamento'
import { loadWhenAllowed, ScreenLoadError, ScreenPending } from '../../-screen'

/** AUTH-023 / BATCH-022: a closing and its details (front_fechamento_visualizar). */
export const Route = createFileRoute('/_app/fechamento/$id/')({
  loader: ({ context, params }) => loadWhenAllowed(context, (queryClient) => carregarFechamento(queryClient, Number(params.id))),
  pendingComponent: ScreenPending,
  errorComponent: ScreenLoadError,
  component: FechamentoRoute,
})

function FechamentoRoute() {
  const { id } = Route.useParams()
  return <FechamentoDetalhePage key={id} idFechamento={Number(id)} />
}
