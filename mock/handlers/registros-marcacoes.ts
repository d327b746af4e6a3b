import { HttpResponse, type HttpHandler } from 'msw'
import { inteiroOpcional, modoMarcacaoDoCorpo, sequenciaDoCorpo } from '@/shared/api/contract/cartao'
import { http } from '../http/contrato'
import { lerCampos, objeto } from '../http/campos'
import type { Marcacao } from '../db/index'
import { hasRole } from '../http/auth'
import { isIsoDate, noContent, notFound, springError, validationError, type FieldError } from '../http/spring'
import { publicarAlteracao, type IdsCartao } from '../timecard/acesso'
import { exigirEdicao } from '../timecard/edicao'
import {
  desconsiderarMarcacao, diaDestinoValido, ENTIDADE_MARCACAO, incluirOuAlterarMarcacao, lerPedidoMarcacao,
  situacaoMarcacao, MOVER_MARCACAO, moverMarcacao, MSG_DIA_ALTERADO, MSG_DIA_DESTINO, MSG_MARCACAO_DO_DIA, posicaoDe,
} from '../timecard/edicao/marcacoes'
import { ordenarMarcacoes } from '../timecard/edicao/ordem'
import { registroDoDia } from '../timecard/edicao/tratamentos'
import { forbidden, jsonBody, session, type Session } from './lib/session'
import { lerIdsCorpo } from '../timecard/edicao/corpo'

/** The reason of the path (TC-106): a whole number. */
const MOTIVO_DO_CAMINHO = { idMotivo: inteiroOpcional() }
/** The slot of the path (TC-110): pair 1..4 and ENTRADA or SAIDA; the destination register of the query. */
const DESTINO = { novaSequencia: sequenciaDoCorpo(), modoMarcacao: modoMarcacaoDoCorpo(), idregistrodestino: inteiroOpcional() }

function invalido(errors: FieldError[]) {
  return validationError(ENTIDADE_MARCACAO, errors)
}

function marcacaoDto(m: Marcacao) {
  const { id, registroId, data, hora, dataHora, tipoMarcacao, sequencia, desconsiderada, motivoId } = m
  return { id, idRegistro: registroId, data, hora, dataHora, tipoMarcacao, sequencia, desconsiderada, motivoId }
}

/** The punch of the path, in the register of the path, once the editing rules allow changing its card. */
/** 409: the card the user edits is stale (a second tab or another user changed the day). */
function diaAlterado(request: Request): Response {
  return springError(409, MSG_DIA_ALTERADO, new URL(request.url).pathname)
}

function marcacaoEditavel(request: Request, s: Session, params: Record<string, unknown>): { marcacao: Marcacao; ids: IdsCartao } | Response {
  const registro = s.db.registros.find((r) => String(r.id) === params.idRegistro)
  if (!registro) return notFound()
  const ids = { funcionarioId: registro.funcionarioId, competenciaId: registro.competenciaId }
  const editavel = exigirEdicao(request, s, ids)
  if (editavel instanceof Response) return editavel
  const marcacao = s.db.marcacoes.find((m) => String(m.id) === params.idMarcacao)
  const situacao = situacaoMarcacao(marcacao, registro.id)
  if (situacao === 'alterada') return diaAlterado(request)
  return marcacao && situacao === 'atual' ? { marcacao, ids } : notFound()
}

function desconsiderar(request: Request, s: Session, params: Record<string, unknown>, motivo: unknown): Response {
  const alvo = marcacaoEditavel(request, s, params)
  if (alvo instanceof Response) return alvo
  const { dados, erros } = lerCampos(MOTIVO_DO_CAMINHO, { idMotivo: motivo })
  if (erros.length > 0) return invalido(erros)
  const recusa = desconsiderarMarcacao(s.db, alvo.marcacao, dados.idMotivo ?? null)
  if (recusa.length > 0) return invalido(recusa)
  publicarAlteracao(request, alvo.ids)
  return noContent()
}

/** Write calls of the time card: punches (TC-099..110, TC-126). */
export const registroMarcacaoHandlers: HttpHandler[] = [
  /**
   * TC-100..103: includes or alters a punch. Body: idFuncionario, idCompetencia, idRegistro|null, idMarcacao|null,
   * data, hora, idMotivo, sequencia (pair 1..4), modoMarcacao (ENTRADA|SAIDA), tipoJustificativa INCLUIR_MARCACAO.
   * Without idMarcacao: a new INCLUIDO punch at the slot. With an INCLUIDO / PRE_ASSINALADO one: its time and reason
   * change. With an ORIGINAL: it is disregarded with the reason and an INCLUIDO punch takes its slot (Portaria 671).
   * Answers 200 with the punch now at the slot.
   */
  http.post('/api/registros', async ({ request }) => {
    const s = await session(request)
    const body = objeto(await jsonBody(request))
    const ids = lerIdsCorpo(body)
    if (Array.isArray(ids)) return invalido(ids)
    const cartao = exigirEdicao(request, s, ids)
    if (cartao instanceof Response) return cartao
    const pedido = lerPedidoMarcacao(s.db, ids, body, cartao.competencia)
    if (Array.isArray(pedido)) return invalido(pedido)
    const registro = registroDoDia(s.db, ids, pedido.data, pedido.registroId)
    if (!registro) return invalido([{ property: 'idRegistro', message: MSG_MARCACAO_DO_DIA, invalidValue: pedido.registroId }])
    if (pedido.marcacaoId !== null && situacaoMarcacao(s.db.marcacoes.find((m) => m.id === pedido.marcacaoId), registro.id) === 'alterada') {
      return diaAlterado(request)
    }
    const marcacao = incluirOuAlterarMarcacao(s.db, registro, pedido)
    if (Array.isArray(marcacao)) return invalido(marcacao)
    publicarAlteracao(request, ids)
    return HttpResponse.json(marcacaoDto(marcacao))
  }),

  /** TC-105..107: without a reason, an INCLUIDO / PRE_ASSINALADO punch is removed; an ORIGINAL needs one. */
  http.post('/api/registros/:idRegistro/marcacoes/:idMarcacao/desconsiderar', async ({ request, params }) => {
    const s = await session(request)
    return desconsiderar(request, s, params, undefined)
  }),

  /** TC-105, TC-106: disregards an ORIGINAL punch with the reason {idMotivo} (removes an INCLUIDO / PRE_ASSINALADO one). */
  http.post('/api/registros/:idRegistro/marcacoes/:idMarcacao/desconsiderar/:idMotivo', async ({ request, params }) => {
    const s = await session(request)
    return desconsiderar(request, s, params, params.idMotivo)
  }),

  /**
   * TC-110: moves a punch to an empty slot (pair novaSequencia, ENTRADA|SAIDA) of its day or, with dataDestino and
   * idregistrodestino, of another day of the same competence at most one day from the punch's clock date. Needs
   * front_move_marcacao besides the editing rules. The punch keeps its clock date and time.
   */
  http.post('/api/registros/:idRegistro/marcacoes/:idMarcacao/move/:novaSequencia/:modoMarcacao', async ({ request, params }) => {
    const s = await session(request)
    const alvo = marcacaoEditavel(request, s, params)
    if (alvo instanceof Response) return alvo
    if (!hasRole(s.user, MOVER_MARCACAO)) throw forbidden(request)
    const { marcacao, ids } = alvo
    const url = new URL(request.url)
    const { dados, erros } = lerCampos(DESTINO, { ...params, idregistrodestino: url.searchParams.get('idregistrodestino') })
    const { novaSequencia: sequencia, modoMarcacao: modo } = dados
    const atual = s.db.registros.find((r) => r.id === marcacao.registroId)
    const dataDestino = url.searchParams.get('dataDestino') || atual?.data
    const competencia = s.db.competencias.find((c) => c.id === ids.competenciaId)
    if (!isIsoDate(dataDestino) || !competencia || dataDestino < competencia.inicio || dataDestino > competencia.fim) {
      erros.push({ property: 'dataDestino', message: MSG_DIA_DESTINO, invalidValue: dataDestino ?? null })
    }
    if (erros.length > 0 || !sequencia || !modo || !dataDestino) return invalido(erros)
    const destino = registroDoDia(s.db, ids, dataDestino, dados.idregistrodestino ?? null)
    if (!destino) return invalido([{ property: 'idregistrodestino', message: MSG_MARCACAO_DO_DIA, invalidValue: dados.idregistrodestino ?? null }])
    if (!diaDestinoValido(marcacao, destino)) return invalido([{ property: 'dataDestino', message: MSG_DIA_DESTINO, invalidValue: dataDestino }])
    const recusa = moverMarcacao(s.db, marcacao, destino, posicaoDe(sequencia, modo))
    if (recusa.length > 0) return invalido(recusa)
    publicarAlteracao(request, ids)
    return noContent()
  }),

  /**
   * Extension (issue 14, docs/api-extensions.md): puts the day's counted punches in time order, pairs 1..4 alternating
   * entry and exit; keeps every punch. The editing rules of the register's card apply; 400 when more than 8 punches.
   */
  http.post('/api/registros/:idRegistro/ordenar', async ({ request, params }) => {
    const s = await session(request)
    const registro = s.db.registros.find((r) => String(r.id) === params.idRegistro)
    if (!registro) return notFound()
    const ids = { funcionarioId: registro.funcionarioId, competenciaId: registro.competenciaId }
    const editavel = exigirEdicao(request, s, ids)
    if (editavel instanceof Response) return editavel
    const recusa = ordenarMarcacoes(s.db, registro)
    if (recusa.length > 0) return invalido(recusa)
    publicarAlteracao(request, ids)
    return noContent()
  }),
]
