import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { CartaoPontoPage, MANUTENCAO_SEARCH_DEFAULTS, manutencaoSearchSchema, parseRouteId } from '@/pages/cartao-ponto'
import { loadCartaoPonto } from './-loader'

/** TC-002..005: the time card of one competence and employee ('0' or 'undefined' = none). */
export const Route = createFileRoute('/_app/manutencao/$competencia/$funcionario')({
  validateSearch: manutencaoSearchSchema,
  search: { middlewares: [stripSearchParams(MANUTENCAO_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, params, deps }) =>
    loadCartaoPonto(
      context,
      { competenciaId: parseRouteId(params.competencia), funcionarioId: parseRouteId(params.funcionario) },
      deps.search,
    ),
  component: ManutencaoCartaoRoute,
})

function ManutencaoCartaoRoute() {
  const params = Route.useParams()
  return (
    <CartaoPontoPage
      competenciaId={parseRouteId(params.competencia)}
      funcionarioId={parseRouteId(params.funcionario)}
      search={Route.useSearch()}
    />
  )
}
