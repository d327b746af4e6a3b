import { createFileRoute } from '@tanstack/react-router'
import { carregarPaginaFuncionario, FuncionarioDashboardPage } from '@/pages/funcionario-paginas'
import { loadWhenAllowed, ScreenLoadError, ScreenPending } from '../-screen'

export const Route = createFileRoute('/_app/funcionario/$id/dashboard')({
  loader: ({ context, params }) =>
    loadWhenAllowed(context, (queryClient) => carregarPaginaFuncionario(queryClient, context.auth.sessao, Number(params.id), 'dashboard')),
  pendingComponent: ScreenPending,
  errorComponent: ScreenLoadError,
  component: FuncionarioRoute,
})

function FuncionarioRoute() {
  const { id } = Route.useParams()
  return <FuncionarioDashboardPage key={id} id={Number(id)} />
}
