import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { CartaoPontoPage, MANUTENCAO_SEARCH_DEFAULTS, manutencaoSearchSchema } from '@/pages/cartao-ponto'
import { loadCartaoPonto } from './-loader'

/** TC-001: the time card with no employee and no competence chosen. */
export const Route = createFileRoute('/_app/manutencao/')({
  validateSearch: manutencaoSearchSchema,
  search: { middlewares: [stripSearchParams(MANUTENCAO_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, deps }) => loadCartaoPonto(context, { competenciaId: null, funcionarioId: null }, deps.search),
  component: ManutencaoRoute,
})

function ManutencaoRoute() {
  return <CartaoPontoPage competenciaId={null} funcionarioId={null} search={Route.useSearch()} />
}
