import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { ESCOPO_PADRAO } from '@/entities/solicitacao'
import { SOLICITACOES_SEARCH_DEFAULTS, SolicitacoesPage, solicitacoesSearchSchema } from '@/pages/solicitacao'

/** REQ-003: the request list, scope ME by default; its filters and page in the search params. */
export const Route = createFileRoute('/_app/solicitacao/')({
  validateSearch: solicitacoesSearchSchema,
  search: { middlewares: [stripSearchParams(SOLICITACOES_SEARCH_DEFAULTS)] },
  component: SolicitacoesRoute,
})

function SolicitacoesRoute() {
  return <SolicitacoesPage escopo={ESCOPO_PADRAO} search={Route.useSearch()} />
}
