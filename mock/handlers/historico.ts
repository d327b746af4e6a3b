import { HttpResponse } from 'msw'
import { consultaHistoricoSchema } from '@/shared/api/contract/endpoints/historico'
import { idDe } from '@/shared/api/contract/cartao'
import { http } from '../http/contrato'
import { lerCorpo } from '../http/corpo'
import { notFound, springError, validationError } from '../http/spring'
import type { AlteracaoCartao } from '../db/index'
import { localizar, podeVerCartao, publicarAlteracao } from '../timecard/acesso'
import { alteracaoDto, desfazerAlteracao, recusaDoDesfazer, situacaoDoCartao } from '../historico/desfazer'
import { autorDe, emFila } from '../historico/gravador'
import { forbidden, session } from './lib/session'

const ENTIDADE = 'AlteracaoCartao'

const semAcento = (texto: string) => texto.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase()

/** The user filter: the username, or part of the name (case and accents ignored). */
function doUsuario(filtro: string | undefined): (e: AlteracaoCartao) => boolean {
  const termo = filtro?.trim()
  if (!termo) return () => true
  const parte = semAcento(termo)
  return (e) => e.usuario.username === termo || semAcento(e.usuario.nome).includes(parte)
}

/** Issue 15 §1: the history of a time card and undo (docs/api-extensions.md 'Histórico do cartão e desfazer'). */
export const historicoHandlers = [
  /** Who changed what on the card, newest first; filters: day, user, kind. Read as the card is (GET /api/cartaoponto). */
  http.get('/api/cartaoponto/historico', async ({ request }) => {
    const s = await session(request)
    const consulta = lerCorpo(consultaHistoricoSchema, Object.fromEntries(new URL(request.url).searchParams))
    if (Array.isArray(consulta)) return validationError(ENTIDADE, consulta)
    const ids = { funcionarioId: consulta.funcionarioId, competenciaId: consulta.competenciaId }
    const cartao = localizar(s.db, ids)
    if (!cartao) return notFound()
    if (!podeVerCartao(s, cartao.funcionario)) throw forbidden(request)
    const doUsuarioFiltrado = doUsuario(consulta.usuario)
    const itens = s.db.historico.filter((e) => e.funcionarioId === ids.funcionarioId && e.competenciaId === ids.competenciaId
      && (!consulta.data || e.data === consulta.data)
      && (!consulta.tipo || e.tipo === consulta.tipo)
      && doUsuarioFiltrado(e))
    const situacao = situacaoDoCartao(s.db, ids)
    return HttpResponse.json({ itens: itens.reverse().map((e) => alteracaoDto(e, recusaDoDesfazer(s, e, situacao))) })
  }),

  /**
   * Undoes an entry by the compensating change, itself an entry (origem DESFAZER): 200 with it. 404 unknown or out of
   * the caller's sight; 403 when the caller may not change the card; 409 undone already, not undoable, locked card,
   * closed competence, or the day changed since.
   */
  http.post('/api/cartaoponto/historico/:id/desfazer', async ({ request, params }) => {
    const s = await session(request)
    const path = new URL(request.url).pathname
    return emFila(s.db, async () => {
      const id = idDe(params.id)
      const e = s.db.historico.find((x) => x.id === id)
      const ids = e && { funcionarioId: e.funcionarioId, competenciaId: e.competenciaId }
      const cartao = ids && localizar(s.db, ids)
      if (!e || !ids || !cartao || !podeVerCartao(s, cartao.funcionario)) return notFound()
      const recusa = recusaDoDesfazer(s, e, situacaoDoCartao(s.db, ids))
      if (recusa) return springError(recusa.status, recusa.mensagem, path)
      const nova = desfazerAlteracao(s.db, autorDe(s.db, s.user), e)
      if (!nova) return springError(409, 'Não há o que desfazer: o dia já está como antes desta alteração.', path)
      publicarAlteracao(request, ids)
      return HttpResponse.json(alteracaoDto(nova, recusaDoDesfazer(s, nova, situacaoDoCartao(s.db, ids))))
    })
  }),
]
