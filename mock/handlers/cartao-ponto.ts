import { HttpResponse } from 'msw'
import { idsCartaoSchema } from '@/shared/api/contract/cartao'
import { http } from '../http/contrato'
import { lerCorpo } from '../http/corpo'
import { noContent, notFound, springError, validationError } from '../http/spring'
import { buildCartaoPonto } from '../timecard/index'
import {
  conflitoBloqueado, estaBloqueado, localizar, MSG_COMPETENCIA_FECHADA_RECALCULO, podeVerCartao, publicarAlteracao, veMarcacoesOriginais,
} from '../timecard/acesso'
import { semMarcacoesOriginais } from '../timecard/dto'
import { forbidden, session } from './lib/session'

export const cartaoPontoHandlers = [
  /** TC-006: the time card of an employee in a competence, computed by the engine (TC-204..217). */
  http.get('/api/cartaoponto', async ({ request }) => {
    const s = await session(request)
    const ids = lerCorpo(idsCartaoSchema, Object.fromEntries(new URL(request.url).searchParams))
    if (Array.isArray(ids)) return validationError('CartaoPonto', ids)
    const alvo = localizar(s.db, ids)
    if (!alvo) return notFound()
    if (!podeVerCartao(s, alvo.funcionario)) throw forbidden(request)
    const cartao = buildCartaoPonto(s.db, ids.funcionarioId, ids.competenciaId)
    return HttpResponse.json(veMarcacoesOriginais(s.user) ? cartao : semMarcacoesOriginais(cartao))
  }),

  /** TC-046/047: recalculates an employee's competence; refused while the record is locked or the competence is closed. */
  http.post('/api/registros/recalcular/:competencia/:funcionario', async ({ request, params }) => {
    const s = await session(request)
    const ids = lerCorpo(idsCartaoSchema, { funcionarioId: params.funcionario, competenciaId: params.competencia })
    if (Array.isArray(ids)) return validationError('Registro', ids)
    const alvo = localizar(s.db, ids)
    if (!alvo) return notFound()
    if (!podeVerCartao(s, alvo.funcionario)) throw forbidden(request)
    if (estaBloqueado(s.db, ids.funcionarioId, ids.competenciaId)) return conflitoBloqueado(request)
    // As the whole competence's recalculation (REG-046): a closed month is payroll's, and stays as it was closed.
    if (alvo.competencia.fechada) return springError(400, MSG_COMPETENCIA_FECHADA_RECALCULO, new URL(request.url).pathname)
    // Cards are computed on every read; recalculating runs the engine once to make sure the month is sound.
    buildCartaoPonto(s.db, ids.funcionarioId, ids.competenciaId)
    publicarAlteracao(request, ids)
    return noContent()
  }),
]
