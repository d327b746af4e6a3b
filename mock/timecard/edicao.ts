import type { Competencia, Funcionario, Registro } from '../db/index'
import { hasRole } from '../http/auth'
import { notFound, springError } from '../http/spring'
import type { Session } from './sessao'
import { conflitoBloqueado, estaBloqueado, localizar, PERMISSAO, podeVerCartao, type IdsCartao } from './acesso'

/** Roles of the editing rules (TC-195..TC-201; the self-edit role is named in docs/decisions.md). */
export const EDICAO = {
  negar: 'front_deny_manutencao',
  propria: 'front_manutencao_propria',
} as const

export interface CartaoEditavel {
  funcionario: Funcionario
  competencia: Competencia
}

/**
 * The server side of canChange (TC-195..TC-201): the card exists and the user may see it, holds
 * front_manutencao without front_deny_manutencao (and the self-edit role for their own card), the
 * competence is open, the employee active and controlling time, and the card not locked.
 * Returns the card, or the response to answer with (404, 403, 409, 400 in Spring's format).
 */
export function exigirEdicao(request: Request, s: Session, ids: IdsCartao): CartaoEditavel | Response {
  const path = new URL(request.url).pathname
  const cartao = localizar(s.db, ids)
  if (!cartao) return new Response(null, { status: 404 })
  const proprio = s.funcionario?.id === cartao.funcionario.id
  const pode =
    hasRole(s.user, PERMISSAO.editar) && !hasRole(s.user, EDICAO.negar) && (!proprio || hasRole(s.user, EDICAO.propria))
  if (!pode || !podeVerCartao(s, cartao.funcionario)) return springError(403, 'Access Denied', path)
  if (estaBloqueado(s.db, ids.funcionarioId, ids.competenciaId)) return conflitoBloqueado(request)
  if (cartao.competencia.fechada || cartao.competencia.situacao !== 'ABERTA') {
    return springError(400, 'Competência fechada: o cartão ponto não pode ser alterado.', path)
  }
  if (!cartao.funcionario.ativo || !cartao.funcionario.controlaPonto) {
    return springError(400, 'Funcionário inativo ou que não controla ponto: o cartão ponto não pode ser alterado.', path)
  }
  return cartao
}

/**
 * The editing rules of a card for the batch link (TC-124): users with the edit role go through exigirEdicao;
 * users with only the batch role skip the role part but not the state of the card (visible, unlocked, open
 * competence, active employee who controls time).
 */
export function exigirEdicaoLote(request: Request, s: Session, ids: IdsCartao): Response | null {
  if (hasRole(s.user, PERMISSAO.editar)) {
    const cartao = exigirEdicao(request, s, ids)
    return cartao instanceof Response ? cartao : null
  }
  const path = new URL(request.url).pathname
  const cartao = localizar(s.db, ids)
  if (!cartao) return notFound()
  if (!podeVerCartao(s, cartao.funcionario)) return springError(403, 'Access Denied', path)
  if (estaBloqueado(s.db, ids.funcionarioId, ids.competenciaId)) return conflitoBloqueado(request)
  if (cartao.competencia.fechada || cartao.competencia.situacao !== 'ABERTA') {
    return springError(400, 'Competência fechada: o cartão ponto não pode ser alterado.', path)
  }
  if (!cartao.funcionario.ativo || !cartao.funcionario.controlaPonto) {
    return springError(400, 'Funcionário inativo ou que não controla ponto: o cartão ponto não pode ser alterado.', path)
  }
  return null
}

/** The stored day register by id, with the ids of its card. */
export function registroPorId(s: Session, id: number): (Registro & { ids: IdsCartao }) | undefined {
  const registro = s.db.registros.find((r) => r.id === id)
  return registro && { ...registro, ids: { funcionarioId: registro.funcionarioId, competenciaId: registro.competenciaId } }
}
