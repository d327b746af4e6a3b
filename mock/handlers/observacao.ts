import { HttpResponse } from 'msw'
import { http } from '../http/contrato'
import { nextId } from '../db/queries'
import { noContent, notFound, validationError } from '../http/spring'
import {
  conflitoBloqueado, estaBloqueado, lerIds, localizar, podeVerCartao, publicarAlteracao,
} from '../timecard/acesso'
import { forbidden, jsonBody, session } from './lib/session'

const ENTIDADE = 'ObservacaoCartaoPonto'
export const OBSERVACAO_MAX = 500

export const observacaoHandlers = [
  /** TC-056: the notes line of a card; 204 when there is none. */
  http.get('/api/observacao-cartao-ponto', async ({ request }) => {
    const s = await session(request)
    const q = new URL(request.url).searchParams
    const ids = lerIds({ funcionarioId: q.get('funcionarioId'), competenciaId: q.get('competenciaId') }, ENTIDADE)
    if (ids instanceof Response) return ids
    const alvo = localizar(s.db, ids)
    if (!alvo) return notFound()
    if (!podeVerCartao(s, alvo.funcionario)) throw forbidden(request)
    const row = s.db.observacoes.find((o) => o.funcionarioId === ids.funcionarioId && o.competenciaId === ids.competenciaId)
    return row ? HttpResponse.json({ ...ids, observacao: row.observacao }) : noContent()
  }),

  /** TC-056: saves the notes line (an empty one removes it). */
  http.put('/api/observacao-cartao-ponto', async ({ request }) => {
    const s = await session(request)
    const body = (await jsonBody(request)) as Record<string, unknown> | null
    const ids = lerIds({ funcionarioId: body?.funcionarioId, competenciaId: body?.competenciaId }, ENTIDADE)
    if (ids instanceof Response) return ids
    const texto = body?.observacao ?? ''
    if (typeof texto !== 'string') return validationError(ENTIDADE, [{ property: 'observacao', message: 'deve ser um texto', invalidValue: texto }])
    const observacao = texto.trim()
    if (observacao.length > OBSERVACAO_MAX) {
      return validationError(ENTIDADE, [{ property: 'observacao', message: `tamanho deve ser entre 0 e ${OBSERVACAO_MAX}`, invalidValue: texto }])
    }
    const alvo = localizar(s.db, ids)
    if (!alvo) return notFound()
    if (!podeVerCartao(s, alvo.funcionario)) throw forbidden(request)
    if (estaBloqueado(s.db, ids.funcionarioId, ids.competenciaId)) return conflitoBloqueado(request)
    const { observacoes } = s.db
    const i = observacoes.findIndex((o) => o.funcionarioId === ids.funcionarioId && o.competenciaId === ids.competenciaId)
    const atual = observacoes[i]
    if (observacao === '') {
      if (i >= 0) observacoes.splice(i, 1)
    } else if (atual) atual.observacao = observacao
    else observacoes.push({ id: nextId(observacoes), ...ids, observacao })
    publicarAlteracao(request, ids)
    return noContent()
  }),
]
