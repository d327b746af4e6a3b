import { createFileRoute } from '@tanstack/react-router'
import { FechamentoPreviewPage } from '@/pages/fiscal/fechamento'

/** AUTH-024 / BATCH-018..021: the preview and closing of competence {id} (front_fechamento). */
export const Route = createFileRoute('/_app/fechamento/$id/fechar')({
  component: FecharRoute,
})

function FecharRoute() {
  const { id } = Route.useParams()
  return <FechamentoPreviewPage key={id} idCompetencia={Number(id)} />
}
