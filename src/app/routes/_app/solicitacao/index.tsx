import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { ESCOPO_PADRAO } from '@/entities/solicitacao'
import { carregarSolicitacoes, SOLICITACOES_SEARCH_DEFAULTS, SolicitacoesPage, solicitacoesSearchSchema } from '@/pages/solicitacao'
import { loadWhenAllowed, ScreenLoadError, ScreenPending } from '../-screen'

/**
 * REQ-003: the request list, scope ME by default; its filters and page in the search params. The loader reads the list
 * when it is opened; a filter changed on the screen ('stay') is the screen's to read, debounced (REQ-005).
 */
export const Route = createFileRoute('/_app/solicitacao/')({
  validateSearch: solicitacoesSearchSchema,
  search: { middlewares: [stripSearchParams(SOLICITACOES_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context, deps, cause }) => {
    if (cause !== 'stay') await loadWhenAllowed(context, (queryClient) => carregarSolicitacoes(queryClient, ESCOPO_PADRAO, deps.search))
  },
  pendingComponent: () => <ScreenPending title="Solicitações" />,
  errorComponent: (props) => <ScreenLoadError title="Solicitações" {...props} />,
  component: SolicitacoesRoute,
})

function SolicitacoesRoute() {
  return <SolicitacoesPage escopo={ESCOPO_PADRAO} search={Route.useSearch()} />
}
