import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
import { AcaoLoteDetalhePage, carregarAcaoLoteDetalhe } from '@/pages/acoes-lote/detalhe'
import { loadWhenAllowed, ScreenLoadError, ScreenPending } from '../-screen'

/** AUTH-055: one batch action (the time card's treatments link here). */
export const Route = createFileRoute('/_app/acoes-lote/$id/view')({
  loader: ({ context, params }) => loadWhenAllowed(context, (queryClient) => carregarAcaoLoteDetalhe(queryClient, Number(params.id))),
  pendingComponent: DetalhePendente,
  errorComponent: DetalheComErro,
  component: AcaoLoteDetalheRoute,
})

const titulo = (id: string) => `Ação em lote nº ${id}`

function DetalhePendente() {
  return <ScreenPending title={titulo(Route.useParams().id)} />
}

function DetalheComErro(props: ErrorComponentProps) {
  return <ScreenLoadError title={titulo(Route.useParams().id)} {...props} />
}

function AcaoLoteDetalheRoute() {
  const { id } = Route.useParams()
  return <AcaoLoteDetalhePage key={id} id={Number(id)} />
}
