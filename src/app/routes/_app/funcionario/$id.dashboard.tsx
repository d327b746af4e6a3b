import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { MANUTENCAO_SEARCH_DEFAULTS, manutencaoSearchSchema } from '@/pages/cartao-ponto'
import { carregarPaginaFuncionario, FuncionarioDashboardPage } from '@/pages/funcionario-paginas'
import { loadWhenAllowed, ScreenLoadError, ScreenPending } from '../-screen'

/** Its search is the time card's filter when opened from a card, so that 'Cartão ponto' returns to the same list. */
export const Route = createFileRoute('/_app/funcionario/$id/dashboard')({
  validateSearch: manutencaoSearchSchema,
  search: { middlewares: [stripSearchParams(MANUTENCAO_SEARCH_DEFAULTS)] },
  loader: ({ context, params }) =>
    loadWhenAllowed(context, (queryClient) => carregarPaginaFuncionario(queryClient, context.auth.sessao, Number(params.id), 'dashboard')),
  pendingComponent: ScreenPending,
  errorComponent: ScreenLoadError,
  component: FuncionarioRoute,
})

function FuncionarioRoute() {
  const { id } = Route.useParams()
  return <FuncionarioDashboardPage key={id} id={Number(id)} filtroDoCartao={Route.useSearch()} />
}
