import { HttpResponse } from 'msw'
import { justificativaCorpoSchema } from '@/shared/api/contract/endpoints/justificativas'
import { http } from '../http/contrato'
import { objeto } from '../http/campos'
import { lerCorpo } from '../http/corpo'
import { formatMinutes } from '../engine/index'
import type { TipoJustificativa, Tratamento } from '../db/index'
import { hasRole } from '../http/auth'
import { noContent, notFound, springError, validationError, type FieldError } from '../http/spring'
import { publicarAlteracao, type IdsCartao } from '../timecard/acesso'
import { exigirEdicao } from '../timecard/edicao'
import { cartaoDoTratamento, incluirJustificativa, registroDoDia, removerOnde, removivel } from '../timecard/edicao/tratamentos'
import { ENTIDADE_JUSTIFICATIVA, lerPedidoJustificativa, MSG_SEM_BANCO_DE_HORAS, semBancoDeHoras } from '../timecard/edicao/tratamentos-pedido'
import { forbidden, jsonBody, session, type Session } from './lib/session'
import { lerIdsCorpo } from '../timecard/edicao/corpo'

/** Roles of the justification calls (doc1 §6). */
export const JUSTIFICATIVA = {
  remover: 'front_remover_justificativa',
  alterarTipo: 'front_justificativa_update_tipo',
} as const

export const MSG_NAO_REMOVIVEL = 'Somente justificativas incluidas, sem solicitacao, podem ser removidas.'
export const MSG_SOMENTE_INCLUSAO = 'Somente justificativas de inclusao podem ter o horario alterado.'
/** A day-bank justification carries its bank, which the change does not: it is removed and justified again. */
export const MSG_TROCA_BANCO_DE_DIAS =
  'Uma justificativa não passa a usar nem deixa de usar o banco de dias: remova-a e justifique o dia de novo.'

function invalido(errors: FieldError[]) {
  return validationError(ENTIDADE_JUSTIFICATIVA, errors)
}

/** The stored treatment of the path and its card, once the editing rules allow changing that card. */
function tratamentoEditavel(request: Request, s: Session, id: unknown): { tratamento: Tratamento; ids: { funcionarioId: number; competenciaId: number } } | Response {
  const tratamento = s.db.tratamentos.find((t) => String(t.id) === id)
  const cartao = tratamento && cartaoDoTratamento(s.db, tratamento)
  if (!tratamento || !cartao) return notFound()
  const ids = { funcionarioId: cartao.funcionarioId, competenciaId: cartao.competenciaId }
  const editavel = exigirEdicao(request, s, ids)
  return editavel instanceof Response ? editavel : { tratamento, ids }
}

/** Why a justification may not become `tipo`, as its creation would refuse it (tratamentos-pedido.ts), or null. */
function recusaDoTipo(s: Session, ids: IdsCartao, tratamento: Tratamento, tipo: TipoJustificativa): string | null {
  if (tipo === tratamento.tipoJustificativa) return null
  if (tipo.startsWith('BANCO_DE_DIAS') !== tratamento.tipoJustificativa.startsWith('BANCO_DE_DIAS')) return MSG_TROCA_BANCO_DE_DIAS
  const competencia = s.db.competencias.find((c) => c.id === ids.competenciaId)
  return competencia && semBancoDeHoras(s.db, ids, competencia, tipo) ? MSG_SEM_BANCO_DE_HORAS : null
}

export const justificativaHandlers = [
  /**
   * Justifies a day (TC-114..116) or converts an amount (TC-150..164): a treatment with ocorrencia 'I' on the day.
   * Body: idFuncionario, idCompetencia, idRegistro|null, data, tipoJustificativa, horas|null, idMotivo, idBancoDias|null,
   * observacao|null; optional for conversions: origemConversao (HORA_EXTRA, HORA_EXTRA_CALCULADA, FALTA, BANCO_DE_HORAS)
   * and horasTotal (the whole amount). Answers 200 with the treatments created.
   */
  http.post('/api/registros/justificar', async ({ request }) => {
    const s = await session(request)
    const body = objeto(await jsonBody(request))
    const ids = lerIdsCorpo(body)
    if (Array.isArray(ids)) return invalido(ids)
    const cartao = exigirEdicao(request, s, ids)
    if (cartao instanceof Response) return cartao
    const pedido = lerPedidoJustificativa(s.db, ids, body, cartao.competencia)
    if (Array.isArray(pedido)) return invalido(pedido)
    const registro = registroDoDia(s.db, ids, pedido.data, pedido.registroId)
    if (!registro) return invalido([{ property: 'idRegistro', message: 'não pertence ao dia informado', invalidValue: pedido.registroId }])
    const criados = incluirJustificativa(s.db, registro, pedido)
    publicarAlteracao(request, ids)
    return HttpResponse.json(criados)
  }),

  /** TC-136..138, TC-117: changes a justification's hours (inclusions only) and type (front_justificativa_update_tipo). */
  http.put('/api/justificativas/:id', async ({ request, params }) => {
    const s = await session(request)
    const alvo = tratamentoEditavel(request, s, params.id)
    if (alvo instanceof Response) return alvo
    const { tratamento, ids } = alvo
    const body = objeto(await jsonBody(request))
    const pedido = lerCorpo(justificativaCorpoSchema, body)
    if (Array.isArray(pedido)) return invalido(pedido)
    const tipo = pedido.tipoJustificativa ?? tratamento.tipoJustificativa
    const horas = body.horas === undefined ? tratamento.horas : typeof pedido.horas === 'number' ? formatMinutes(pedido.horas) : null
    if (horas !== tratamento.horas && tratamento.ocorrencia !== 'I') {
      return invalido([{ property: 'horas', message: MSG_SOMENTE_INCLUSAO, invalidValue: body.horas }])
    }
    if (tipo !== tratamento.tipoJustificativa && !hasRole(s.user, JUSTIFICATIVA.alterarTipo)) throw forbidden(request)
    const recusa = recusaDoTipo(s, ids, tratamento, tipo)
    if (recusa) return invalido([{ property: 'tipoJustificativa', message: recusa, invalidValue: tipo }])
    tratamento.tipoJustificativa = tipo
    tratamento.horas = horas
    publicarAlteracao(request, ids)
    return noContent()
  }),

  /** TC-139, TC-140: removes an inclusion without a request (front_remover_justificativa). */
  http.delete('/api/justificativas/:id', async ({ request, params }) => {
    const s = await session(request)
    const alvo = tratamentoEditavel(request, s, params.id)
    if (alvo instanceof Response) return alvo
    if (!hasRole(s.user, JUSTIFICATIVA.remover)) throw forbidden(request)
    if (!removivel(alvo.tratamento)) return springError(400, MSG_NAO_REMOVIVEL, new URL(request.url).pathname)
    removerOnde(s.db, (t) => t.id === alvo.tratamento.id)
    publicarAlteracao(request, alvo.ids)
    return noContent()
  }),
]
