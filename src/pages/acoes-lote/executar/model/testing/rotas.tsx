import { createRoute, type AnyRootRoute } from '@tanstack/react-router'
import { ACOES_LOTE } from '@/entities/acao-lote'
import { AcaoLoteDetalhePage } from '@/pages/acoes-lote/detalhe'
import { AcaoLotePage } from '../../ui/acao-lote-page'

/** The app's batch action routes (one per action) and the view a done action opens, for a test's memory router. */
export function rotasAcaoLote(root: AnyRootRoute) {
  const acoes = ACOES_LOTE.map(({ rota }) =>
    createRoute({ getParentRoute: () => root, path: rota, component: () => <AcaoLotePage rota={rota} /> }),
  )
  const view = createRoute({
    getParentRoute: () => root,
    path: '/acoes-lote/$id/view',
    component: function View() {
      const { id } = view.useParams()
      return <AcaoLoteDetalhePage key={id} id={Number(id)} />
    },
  })
  return [...acoes, view]
}
