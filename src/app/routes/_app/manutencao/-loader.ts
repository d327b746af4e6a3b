import { redirect } from '@tanstack/react-router'
import type { RouteAccess } from '@/entities/sessao'
import { prepararCartaoPonto, routeParams, type Escolha, type ManutencaoSearch } from '@/pages/cartao-ponto'
import type { RouterContext } from '../../../router/router'

/**
 * The loader of both time card routes: nothing for a user the layout will turn away; else the
 * page's preparation, replacing the URL when it completes the choice.
 */
export async function loadCartaoPonto(context: RouterContext & { acesso: RouteAccess }, escolha: Escolha, search: ManutencaoSearch) {
  if (context.acesso.kind !== 'ok') return
  const destino = await prepararCartaoPonto(context.queryClient, context.auth.sessao, escolha, search)
  if (destino) {
    throw redirect({
      to: '/manutencao/$competencia/$funcionario',
      params: routeParams(destino.competenciaId, destino.funcionarioId),
      search,
      replace: true,
    })
  }
}
