import { createFileRoute } from '@tanstack/react-router'
import { isPlainEmployee } from '@/entities/sessao'
import { carregarNovaSolicitacao, NovaSolicitacaoPage, preenchimentoDaQuery } from '@/pages/solicitacao'
import { loadWhenAllowed, ScreenPending } from '../-screen'

/** REQ-014: ?data= or ?dataInicio=&dataFim=, &funcionario=, &tipoSolicitacao= pre-fill the new request. */
export const Route = createFileRoute('/_app/solicitacao/new')({
  validateSearch: (search: Record<string, unknown>) => preenchimentoDaQuery(search),
  loaderDeps: ({ search }) => ({ preenchimento: search }),
  loader: ({ context, deps }) =>
    loadWhenAllowed(context, (queryClient) =>
      carregarNovaSolicitacao(queryClient, deps.preenchimento, context.auth.sessao !== null && isPlainEmployee(context.auth.sessao)),
    ),
  pendingComponent: () => <ScreenPending title="Nova solicitação" />,
  component: NovaSolicitacaoRoute,
})

function NovaSolicitacaoRoute() {
  const preenchimento = Route.useSearch()
  return <NovaSolicitacaoPage key={JSON.stringify(preenchimento)} preenchimento={preenchimento} />
}
