import { createFileRoute } from '@tanstack/react-router'
import { carregarPaginaFuncionario, FuncionarioVinculosPage } from '@/pages/funcionario-paginas'
import { loadWhenAllowed, ScreenLoadError, ScreenPending } from '../-screen'

export const Route = createFileRoute('/_app/funcionario/$id/bancoHoras')({
  loader: ({ context, params }) =>
    loadWhenAllowed(context, (queryClient) => carregarPaginaFuncionario(queryClient, context.auth.sessao, Number(params.id), 'bancoHoras')),
  pendingComponent: ScreenPending,
  errorComponent: ScreenLoadError,
  component: FuncionarioRoute,
})

function FuncionarioRoute() {
  const { id } = Route.useParams()
  return <FuncionarioVinculosPage key={id} id={Number(id)} tipo="bancoHoras" />
}
