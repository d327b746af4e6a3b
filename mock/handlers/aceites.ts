import { http } from 'msw'
import { isoLocalDateTime } from '../db/lib/dates'
import { created, notFound, springError } from '../http/spring'
import { lerIds, localizar, PERMISSAO, publicarAlteracao } from '../timecard/acesso'
import { forbidden, jsonBody, session } from './lib/session'

export const MSG_SEM_ACEITE_PENDENTE = 'Nao ha aceite pendente para este cartao ponto.'

export const aceiteHandlers = [
  /**
   * TC-063: the employee accepts (signs) their own time card of a competence. Acceptance is the employee's
   * signature, so even staff may only accept their own card; 409 when nothing is pending.
   */
  http.post('/api/aceites', async ({ request }) => {
    const s = await session(request, PERMISSAO.aceite)
    const body = (await jsonBody(request)) as Record<string, unknown> | null
    const ids = lerIds({ funcionarioId: body?.funcionarioId, competenciaId: body?.competenciaId }, 'Aceite')
    if (ids instanceof Response) return ids
    if (!localizar(s.db, ids)) return notFound()
    if (s.funcionario?.id !== ids.funcionarioId) throw forbidden(request)
    const aceite = s.db.aceites.find((a) => a.funcionarioId === ids.funcionarioId && a.competenciaId === ids.competenciaId && a.situacao === 'PENDENTE')
    if (!aceite) return springError(409, MSG_SEM_ACEITE_PENDENTE, new URL(request.url).pathname)
    aceite.situacao = 'ACEITO'
    aceite.dataAceite = isoLocalDateTime(s.db.today)
    aceite.usuarioId = s.usuario?.id ?? s.user.sub
    publicarAlteracao(request, ids)
    return created({ id: aceite.id, dataAceite: aceite.dataAceite })
  }),
]
