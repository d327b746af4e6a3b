import { idsCartaoSchema } from '@/shared/api/contract/cartao'
import { http } from '../http/contrato'
import { lerCorpo } from '../http/corpo'
import { nextId } from '../db/queries'
import { isoLocalDateTime } from '../db/lib/dates'
import { noContent, notFound, validationError } from '../http/spring'
import { localizar, podeVerCartao, publicarAlteracao, type IdsCartao } from '../timecard/acesso'
import { forbidden, session, type Session } from './lib/session'

async function alvo(request: Request, params: Record<string, unknown>): Promise<{ s: Session; ids: IdsCartao } | Response> {
  const s = await session(request)
  const ids = lerCorpo(idsCartaoSchema, { funcionarioId: params.funcionario, competenciaId: params.competencia })
  if (Array.isArray(ids)) return validationError('BloqueioRegistro', ids)
  const found = localizar(s.db, ids)
  if (!found) return notFound()
  if (!podeVerCartao(s, found.funcionario)) throw forbidden(request)
  return { s, ids }
}

export const bloqueioHandlers = [
  /** TC-048: locks the editing of an employee's competence (idempotent). */
  http.post('/api/bloqueio-registro/:competencia/:funcionario', async ({ request, params }) => {
    const found = await alvo(request, params)
    if (found instanceof Response) return found
    const { s, ids } = found
    const { bloqueios } = s.db
    if (!bloqueios.some((b) => b.funcionarioId === ids.funcionarioId && b.competenciaId === ids.competenciaId)) {
      bloqueios.push({
        id: nextId(s.db, bloqueios),
        ...ids,
        dataBloqueio: isoLocalDateTime(s.db.today),
        usuarioId: s.usuario?.id ?? s.user.sub,
      })
    }
    publicarAlteracao(request, ids)
    return noContent()
  }),

  /** TC-049: unlocks it (idempotent). */
  http.delete('/api/bloqueio-registro/:competencia/:funcionario', async ({ request, params }) => {
    const found = await alvo(request, params)
    if (found instanceof Response) return found
    const { s, ids } = found
    const { bloqueios } = s.db
    const i = bloqueios.findIndex((b) => b.funcionarioId === ids.funcionarioId && b.competenciaId === ids.competenciaId)
    if (i >= 0) bloqueios.splice(i, 1)
    publicarAlteracao(request, ids)
    return noContent()
  }),
]
