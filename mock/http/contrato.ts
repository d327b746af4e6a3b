import { http as msw } from 'msw'
import { acessoPermite, CONTRATO, type Acesso, type ChaveEndpoint, type Endpoint } from '@/shared/api/contract'
import { comHistorico } from '../historico/gravador'
import { authUser, type AuthUser } from './auth'
import { springError } from './spring'

const POR_CHAVE = new Map<string, Endpoint>(CONTRATO.map((e) => [e.chave, e]))

/** Whether the contract has the call (`'PUT /api/motivos/:id'`). */
export const noContrato = (chave: string): boolean => POR_CHAVE.has(chave)

export function endpointDoContrato(chave: string): Endpoint {
  const endpoint = POR_CHAVE.get(chave)
  if (!endpoint) throw new Error(`${chave} não está no contrato (src/shared/api/contract/endpoints)`)
  return endpoint
}

const permitido = (user: AuthUser, acesso: Acesso) => acessoPermite(acesso, new Set([...user.permissions, ...user.realmRoles]))

/** Spring Security's filter: 401 without a valid token, 403 when the contract does not let the caller in. */
export async function autorizar(request: Request, acesso: Acesso): Promise<void> {
  if (acesso.tipo === 'publico') return
  const user = await authUser(request)
  if (!permitido(user, acesso)) throw springError(403, 'Access Denied', new URL(request.url).pathname)
}

type Metodo = 'get' | 'post' | 'put' | 'patch' | 'delete'

function comContrato<M extends Metodo>(metodo: M): (typeof msw)[M] {
  const criar = ((path: string, resolver: Parameters<(typeof msw)[M]>[1], options?: Parameters<(typeof msw)[M]>[2]) => {
    const chave = `${metodo.toUpperCase()} ${path}` as ChaveEndpoint
    const { acesso } = endpointDoContrato(chave)
    return msw[metodo](
      path,
      async (info) => {
        await autorizar(info.request, acesso)
        return comHistorico(chave, info, () => resolver(info as never))
      },
      options,
    )
  }) as (typeof msw)[M]
  return criar
}

/**
 * MSW's `http` for the mock's handlers: a handler can only be declared for a call of the contract, every request is
 * authorized by the contract's `acesso` before the handler runs, and what a call changes on time cards goes to the
 * card history (mock/historico).
 */
export const http = {
  get: comContrato('get'),
  post: comContrato('post'),
  put: comContrato('put'),
  patch: comContrato('patch'),
  delete: comContrato('delete'),
}
