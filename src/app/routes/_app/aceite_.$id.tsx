import { createFileRoute } from '@tanstack/react-router'
import { AceiteDetalhePage } from '@/pages/apuracao/aceite-detalhe'

/** AUTH-053: one card's acceptance (front_aceites); not nested in /aceite, which has no outlet. */
export const Route = createFileRoute('/_app/aceite_/$id')({
  component: AceiteDetalheRoute,
})

function AceiteDetalheRoute() {
  const { id } = Route.useParams()
  return <AceiteDetalhePage key={id} id={id} />
}
