import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { mayApproveRequests, useSessao } from '@/entities/sessao'
import { escopoDe } from '@/entities/solicitacao'
import { AcessoNegadoPage } from '@/pages/acesso-negado'
import { SOLICITACOES_SEARCH_DEFAULTS, SolicitacoesPage, solicitacoesSearchSchema } from '@/pages/solicitacao'

/**
 * REQ-015: the request list with the scope of the path (ME, PARA_DEFERIMENTO, TODOS). The scopes other than ME list
 * requests to decide: they need front_solicitacao_aprovar, as the server's list does. The filters and page are in the
 * search params, as on /solicitacao.
 */
export const Route = createFileRoute('/_app/solicitacao/escopo/$escopo')({
  validateSearch: solicitacoesSearchSchema,
  search: { middlewares: [stripSearchParams(SOLICITACOES_SEARCH_DEFAULTS)] },
  component: SolicitacoesEscopoRoute,
})

function SolicitacoesEscopoRoute() {
  const sessao = useSessao()
  const escopo = escopoDe(Route.useParams().escopo)
  const search = Route.useSearch()
  if (escopo !== 'ME' && !mayApproveRequests(sessao)) return <AcessoNegadoPage />
  return <SolicitacoesPage escopo={escopo} search={search} />
}
