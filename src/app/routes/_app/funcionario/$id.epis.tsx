import { createFileRoute } from '@tanstack/react-router'
import { carregarPaginaFuncionario, FuncionarioEpisPage } from '@/pages/funcionario-paginas'
import { loadWhenAllowed, ScreenLoadError, ScreenPending } from '../-screen'

export const Route = createFileRoute('/_app/funcionario/$id/epis')({
  loader: ({ context, params }) =>
    loadWhenAllowed(context, (queryClient) => carregarPaginaFuncionario(queryClient, context.auth.sessao, Number(params.id), 'epis')),
  pendingComponent: ScreenPending,
  errorComponent: ScreenLoadError,
  component: FuncionarioRoute,
})

function FuncionarioRoute() {
  const { id } = Route.useParams()
  return <FuncionarioEpisPage key={id} id={Number(id)} />
}
