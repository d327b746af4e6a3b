import { createFileRoute } from '@tanstack/react-router'
import { carregarPaginaFuncionario, FuncionarioMapaPage } from '@/pages/funcionario-paginas'
import { loadWhenAllowed, ScreenLoadError, ScreenPending } from '../-screen'

export const Route = createFileRoute('/_app/funcionario/$id/mapa')({
  loader: ({ context, params }) =>
    loadWhenAllowed(context, (queryClient) => carregarPaginaFuncionario(queryClient, context.auth.sessao, Number(params.id), 'mapa')),
  pendingComponent: ScreenPending,
  errorComponent: ScreenLoadError,
  component: FuncionarioRoute,
})

function FuncionarioRoute() {
  const { id } = Route.useParams()
  return <FuncionarioMapaPage key={id} id={Number(id)} />
}
