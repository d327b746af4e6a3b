import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { mayApproveRequests, useSessao, type Sessao } from '@/entities/sessao'
import { escopoDe, type Escopo } from '@/entities/solicitacao'
import { AcessoNegadoPage } from '@/pages/acesso-negado'
import { carregarSolicitacoes, SOLICITACOES_SEARCH_DEFAULTS, SolicitacoesPage, solicitacoesSearchSchema } from '@/pages/solicitacao'
import { loadWhenAllowed, ScreenLoadError, ScreenPending } from '../-screen'

/** The scopes other than ME list requests to decide: they need front_solicitacao_aprovar, as the server's list does. */
const podeVer = (escopo: Escopo, sessao: Sessao | null) => escopo === 'ME' || (sessao !== null && mayApproveRequests(sessao))

/**
 * REQ-015: the request list with the scope of the path (ME, PARA_DEFERIMENTO, TODOS). The filters and page are in the
 * search params, as on /solicitacao; the loader reads the list when it is opened, a filter changed on the screen
 * ('stay') is the screen's to read, debounced (REQ-005).
 */
export const Route = createFileRoute('/_app/solicitacao/escopo/$escopo')({
  validateSearch: solicitacoesSearchSchema,
  search: { middlewares: [stripSearchParams(SOLICITACOES_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context, params, deps, cause }) => {
    const escopo = escopoDe(params.escopo)
    if (cause === 'stay' || !podeVer(escopo, context.auth.sessao)) return
    await loadWhenAllowed(context, (queryClient) => carregarSolicitacoes(queryClient, escopo, deps.search))
  },
  pendingComponent: () => <ScreenPending title="Solicitações" />,
  errorComponent: (props) => <ScreenLoadError title="Solicitações" {...props} />,
  component: SolicitacoesEscopoRoute,
})

function SolicitacoesEscopoRoute() {
  const sessao = useSessao()
  const escopo = escopoDe(Route.useParams().escopo)
  const search = Route.useSearch()
  if (!podeVer(escopo, sessao)) return <AcessoNegadoPage />
  return <SolicitacoesPage escopo={escopo} search={search} />
}
