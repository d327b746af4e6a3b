import { HttpResponse } from 'msw'
import { idsCartaoSchema } from '@/shared/api/contract/cartao'
import { observacaoTextoSchema } from '@/shared/api/contract/endpoints/observacao-cartao-ponto'
import { http } from '../http/contrato'
import { objeto } from '../http/campos'
import { lerCorpo } from '../http/corpo'
import { nextId } from '../db/queries'
import { noContent, notFound, validationError } from '../http/spring'
import { localizar, podeVerCartao, publicarAlteracao } from '../timecard/acesso'
import { exigirEdicao } from '../timecard/edicao'
import { forbidden, jsonBody, session } from './lib/session'

const ENTIDADE = 'ObservacaoCartaoPonto'

export const observacaoHandlers = [
  /** TC-056: the notes line of a card; 204 when there is none. */
  http.get('/api/observacao-cartao-ponto', async ({ request }) => {
    const s = await session(request)
    const ids = lerCorpo(idsCartaoSchema, Object.fromEntries(new URL(request.url).searchParams))
    if (Array.isArray(ids)) return validationError(ENTIDADE, ids)
    const alvo = localizar(s.db, ids)
    if (!alvo) return notFound()
    if (!podeVerCartao(s, alvo.funcionario)) throw forbidden(request)
    const row = s.db.observacoes.find((o) => o.funcionarioId === ids.funcionarioId && o.competenciaId === ids.competenciaId)
    return row ? HttpResponse.json({ ...ids, observacao: row.observacao }) : noContent()
  }),

  /** TC-056: saves the notes line (an empty one removes it), under the editing rules of the card. */
  http.put('/api/observacao-cartao-ponto', async ({ request }) => {
    const s = await session(request)
    const body = objeto(await jsonBody(request))
    const ids = lerCorpo(idsCartaoSchema, body)
    if (Array.isArray(ids)) return validationError(ENTIDADE, ids)
    const texto = lerCorpo(observacaoTextoSchema, body)
    if (Array.isArray(texto)) return validationError(ENTIDADE, texto)
    const observacao = texto.observacao ?? ''
    const editavel = exigirEdicao(request, s, ids)
    if (editavel instanceof Response) return editavel
    const { observacoes } = s.db
    const i = observacoes.findIndex((o) => o.funcionarioId === ids.funcionarioId && o.competenciaId === ids.competenciaId)
    const atual = observacoes[i]
    if (observacao === '') {
      if (i >= 0) observacoes.splice(i, 1)
    } else if (atual) atual.observacao = observacao
    else observacoes.push({ id: nextId(s.db, observacoes), ...ids, observacao })
    publicarAlteracao(request, ids)
    return noContent()
  }),
]
