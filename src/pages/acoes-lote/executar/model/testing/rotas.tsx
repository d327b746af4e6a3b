import type { QueryClient } from '@tanstack/react-query'
import { createRoute, type AnyRootRoute } from '@tanstack/react-router'
import { ACOES_LOTE } from '@/entities/acao-lote'
import { AcaoLoteDetalhePage, carregarAcaoLoteDetalhe } from '@/pages/acoes-lote/detalhe'
import { AcaoLotePage } from '../../ui/acao-lote-page'
import { carregarAcaoLote } from '../carregar'

/**
 * The app's batch action routes (one per action) and the view a done action opens, with their loaders, for a test's
 * memory router on `queryClient`.
 */
export function rotasAcaoLote(queryClient: QueryClient) {
  return (root: AnyRootRoute) => {
    const acoes = ACOES_LOTE.map(({ rota }) =>
      createRoute({
        getParentRoute: () => root,
        path: rota,
        loader: () => carregarAcaoLote(queryClient, rota),
        component: () => <AcaoLotePage rota={rota} />,
      }),
    )
    const view = createRoute({
      getParentRoute: () => root,
      path: '/acoes-lote/$id/view',
      loader: ({ params }) => carregarAcaoLoteDetalhe(queryClient, Number(params.id)),
      component: function View() {
        const { id } = view.useParams()
        return <AcaoLoteDetalhePage key={id} id={Number(id)} />
      },
    })
    return [...acoes, view]
  }
}
