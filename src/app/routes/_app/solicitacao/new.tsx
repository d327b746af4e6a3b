import { createFileRoute } from '@tanstack/react-router'
import { NovaSolicitacaoPage, preenchimentoDaQuery } from '@/pages/solicitacao'

/** REQ-014: ?data= or ?dataInicio=&dataFim=, &funcionario=, &tipoSolicitacao= pre-fill the new request. */
export const Route = createFileRoute('/_app/solicitacao/new')({
  validateSearch: (search: Record<string, unknown>) => preenchimentoDaQuery(search),
  component: NovaSolicitacaoRoute,
})

function NovaSolicitacaoRoute() {
  const preenchimento = Route.useSearch()
  return <NovaSolicitacaoPage key={JSON.stringify(preenchimento)} preenchimento={preenchimento} />
}
