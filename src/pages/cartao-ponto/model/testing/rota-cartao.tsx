import { createRoute, type AnyRootRoute } from '@tanstack/react-router'
import { CartaoPontoPage } from '../../ui/cartao-ponto-page'
import { manutencaoSearchSchema, parseRouteId } from '../search'

/** The app's /manutencao/{competencia}/{funcionario} route rendering the real card page, for a test's memory router. */
export function rotaCartao(root: AnyRootRoute) {
  const cartao = createRoute({
    getParentRoute: () => root,
    path: 'manutencao/$competencia/$funcionario',
    validateSearch: manutencaoSearchSchema,
    component: function Cartao() {
      // The memory router is not the registered one: its params are untyped here.
      const params = cartao.useParams() as unknown as { competencia: string; funcionario: string }
      return (
        <CartaoPontoPage
          competenciaId={parseRouteId(params.competencia)}
          funcionarioId={parseRouteId(params.funcionario)}
          search={cartao.useSearch()}
        />
      )
    },
  })
  return cartao
}
