import { createFileRoute } from '@tanstack/react-router'
import { AceiteDetalhePage, carregarAceite } from '@/pages/apuracao/aceite-detalhe'
import { loadWhenAllowed, ScreenLoadError, ScreenPending } from './-screen'

/** AUTH-053: one card's acceptance (front_aceites); not nested in /aceite, which has no outlet. */
export const Route = createFileRoute('/_app/aceite_/$id')({
  loader: ({ context, params }) => loadWhenAllowed(context, (queryClient) => carregarAceite(queryClient, context.auth.sessao, params.id)),
  pendingComponent: ScreenPending,
  errorComponent: ScreenLoadError,
  component: AceiteDetalheRoute,
})

function AceiteDetalheRoute() {
  const { id } = Route.useParams()
  return <AceiteDetalhePage key={id} id={id} />
}
