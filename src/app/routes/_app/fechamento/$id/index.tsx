import { createFileRoute } from '@tanstack/react-router'
import { FechamentoDetalhePage } from '@/pages/fiscal/fechamento'

/** AUTH-023 / BATCH-022: a closing and its details (front_fechamento_visualizar). */
export const Route = createFileRoute('/_app/fechamento/$id/')({
  component: FechamentoRoute,
})

function FechamentoRoute() {
  const { id } = Route.useParams()
  return <FechamentoDetalhePage key={id} idFechamento={Number(id)} />
}
