import { type HttpHandler } from 'msw'
import {
  MSG_DATA_FINAL_OBRIGATORIA,
  MSG_DATA_INICIAL_OBRIGATORIA,
  MSG_QUADRO_OBRIGATORIO,
} from '@/shared/config/mensagens'
import { http } from '../http/contrato'
import type { Competencia, IsoDate, Registro } from '../db/index'
import { hasRole } from '../http/auth'
import { isoDateOf, MSG_DATA_INVALIDA, noContent, notFound, springError, validationError, type FieldError } from '../http/spring'
import {
  conflitoBloqueado, estaBloqueado, localizar, PERMISSAO, podeVerCartao, publicarAlteracao, type IdsCartao,
} from '../timecard/acesso'
import { exigirEdicao } from '../timecard/edicao'
import { alternarEspecial, diasPorCompetencia, removerDia, restaurarMarcacoes, tornarFolga, vincularHorario } from '../timecard/edicao/dia'
import { registroDoDia } from '../timecard/edicao/tratamentos'
import { registrarVinculoHorario } from '../timecard/edicao/lote'
import { forbidden, jsonBody, session, type Session } from './lib/session'
import { selecaoEmIds } from './lib/selecao-lote'

/** Roles of the day calls (doc1 §6, doc2 batch actions). */
export const REGISTRO_DIA = {
  remover: 'admin_remover_registro',
  vincularQuadroLote: 'front_vincularquadrolote',
} as const

export const MSG_PERIODO = 'A Data Final deve ser igual ou posterior a Data Inicial'
export const MSG_PERIODO_LONGO = 'O periodo deve ter no maximo 366 dias'
/** The longest period one schedule link may cover. */
export const PERIODO_MAXIMO = 366

function vazio(value: unknown): boolean {
  return value === null || value === undefined || value === ''
}

function corpo(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {}
}

/** An id given as a number, a numeric string or an object `{id}`. */
export function idDe(value: unknown): number | null {
  const raw = value !== null && typeof value === 'object' ? (value as { id?: unknown }).id : value
  const n = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : raw
  return typeof n === 'number' && Number.isInteger(n) ? n : null
}

export function lerData(value: unknown, property: string, obrigatoria: string, errors: FieldError[]): IsoDate | null {
  if (vazio(value)) {
    errors.push({ property, message: obrigatoria, invalidValue: null })
    return null
  }
  const data = isoDateOf(value)
  if (data === null) errors.push({ property, message: MSG_DATA_INVALIDA, invalidValue: value })
  return data
}

function formatarData(data: IsoDate): string {
  return `${data.slice(8, 10)}/${data.slice(5, 7)}/${data.slice(0, 4)}`
}

/** The stored register of the path, once the editing rules allow changing its card. */
function registroEditavel(request: Request, s: Session, id: unknown): { registro: Registro; ids: IdsCartao } | Response {
  const numero = idDe(id)
  const registro = numero === null ? undefined : s.db.registros.find((r) => r.id === numero)
  if (!registro) return notFound()
  const ids = { funcionarioId: registro.funcionarioId, competenciaId: registro.competenciaId }
  const editavel = exigirEdicao(request, s, ids)
  return editavel instanceof Response ? editavel : { registro, ids }
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

export interface PedidoVinculo {
  funcionarioIds: number[]
  horarioId: number
  dias: Map<Competencia, IsoDate[]>
}

export function lerVinculo(s: Session, body: Record<string, unknown>): PedidoVinculo | FieldError[] {
  const errors: FieldError[] = []
  const lista = Array.isArray(body.funcionarios) ? body.funcionarios : []
  const funcionarioIds = lista.map(idDe)
  if (funcionarioIds.length === 0) {
    errors.push({ property: 'funcionarios', message: 'Selecione ao menos um funcionário', invalidValue: body.funcionarios ?? null })
  } else if (funcionarioIds.some((id) => id === null)) {
    errors.push({ property: 'funcionarios', message: 'Funcionário inválido', invalidValue: body.funcionarios })
  }
  const horarioId = vazio(body.quadroHorarioVincular) ? null : idDe(body.quadroHorarioVincular)
  if (vazio(body.quadroHorarioVincular)) errors.push({ property: 'quadroHorarioVincular', message: MSG_QUADRO_OBRIGATORIO, invalidValue: null })
  else if (horarioId === null || !s.db.horarios.some((h) => h.id === horarioId)) {
    errors.push({ property: 'quadroHorarioVincular', message: 'Quadro de horário não encontrado', invalidValue: body.quadroHorarioVincular })
  }
  const dataInicial = lerData(body.dataInicial, 'dataInicial', MSG_DATA_INICIAL_OBRIGATORIA, errors)
  const dataFinal = lerData(body.dataFinal, 'dataFinal', MSG_DATA_FINAL_OBRIGATORIA, errors)
  let dias = new Map<Competencia, IsoDate[]>()
  if (dataInicial && dataFinal) {
    if (dataFinal < dataInicial) errors.push({ property: 'dataFinal', message: MSG_PERIODO, invalidValue: body.dataFinal })
    else {
      const periodo = diasPorCompetencia(s.db, dataInicial, dataFinal)
      const total = [...periodo.grupos.values()].reduce((n, d) => n + d.length, periodo.semCompetencia.length)
      const [semCompetencia] = periodo.semCompetencia
      if (total > PERIODO_MAXIMO) errors.push({ property: 'dataFinal', message: MSG_PERIODO_LONGO, invalidValue: body.dataFinal })
      else if (semCompetencia) {
        errors.push({ property: 'dataInicial', message: `Não há competência para o dia ${formatarData(semCompetencia)}`, invalidValue: body.dataInicial })
      }
      dias = periodo.grupos
    }
  }
  if (errors.length > 0 || horarioId === null) return errors
  return { funcionarioIds: funcionarioIds as number[], horarioId, dias }
}

/** Write calls of the time card: day actions (TC-111..129). */
export const registroDiaHandlers: HttpHandler[] = [
  /**
   * TC-123: POST /api/registros/folga?data&idFuncionario&idRegistro makes the day a day off (its register is
   * created when the day has none yet). Answers 204.
   */
  http.post('/api/registros/folga', async ({ request }) => {
    const s = await session(request)
    const query = new URL(request.url).searchParams
    const errors: FieldError[] = []
    const data = lerData(query.get('data'), 'data', 'não deve ser nulo', errors)
    const funcionarioId = idDe(query.get('idFuncionario'))
    if (funcionarioId === null) errors.push({ property: 'idFuncionario', message: 'não deve ser nulo', invalidValue: query.get('idFuncionario') })
    const registroTexto = query.get('idRegistro')
    const registroId = vazio(registroTexto) ? null : idDe(registroTexto)
    if (!vazio(registroTexto) && registroId === null) {
      errors.push({ property: 'idRegistro', message: 'deve ser um número inteiro', invalidValue: registroTexto })
    }
    const competencia = data ? s.db.competencias.find((c) => c.inicio <= data && data <= c.fim) : undefined
    if (data && !competencia) errors.push({ property: 'data', message: 'Não há competência para a data informada', invalidValue: data })
    if (errors.length > 0 || !data || !competencia || funcionarioId === null) return validationError('Registro', errors)
    const ids = { funcionarioId, competenciaId: competencia.id }
    const cartao = exigirEdicao(request, s, ids)
    if (cartao instanceof Response) return cartao
    const registro = registroDoDia(s.db, ids, data, registroId)
    if (!registro) return validationError('Registro', [{ property: 'idRegistro', message: 'não pertence ao dia informado', invalidValue: registroId }])
    tornarFolga(registro)
    publicarAlteracao(request, ids)
    return noContent()
  }),

  /**
   * TC-124: links a schedule to each day of a period for each employee (the change-schedule dialog of the card sends
   * one employee and the day). Body: funcionarios [ids or {id}], quadroHorarioVincular (id or {id}), dataInicial,
   * dataFinal. All the cards touched must be editable, else nothing changes. Answers 204.
   */
  http.post('/api/acoes-lote/vincularQuadroHorario', async ({ request }) => {
    const s = await session(request)
    const pedido = lerVinculo(s, selecaoEmIds(s, request, corpo(await jsonBody(request))))
    if (Array.isArray(pedido)) return validationError('AcaoLote', pedido)
    const cartoes = pedido.funcionarioIds.flatMap((funcionarioId) =>
      [...pedido.dias.keys()].map((competencia) => ({ funcionarioId, competenciaId: competencia.id })),
    )
    for (const ids of cartoes) {
      const recusa = exigirEdicaoLote(request, s, ids)
      if (recusa) return recusa
    }
    for (const funcionarioId of new Set(pedido.funcionarioIds)) {
      for (const ids of vincularHorario(s.db, funcionarioId, pedido.horarioId, pedido.dias)) publicarAlteracao(request, ids)
    }
    registrarVinculoHorario(s.db, s.user.name ?? s.user.username, pedido)
    return noContent()
  }),

  /** TC-125: switches the day's special schedule on or off. Answers 204. */
  http.post('/api/registros/:id/especial', async ({ request, params }) => {
    const s = await session(request)
    const alvo = registroEditavel(request, s, params.id)
    if (alvo instanceof Response) return alvo
    alternarEspecial(alvo.registro)
    publicarAlteracao(request, alvo.ids)
    return noContent()
  }),

  /** TC-126: back to the clock's punches (see restaurarMarcacoes). Answers 204. */
  http.post('/api/registros/:id/restaurar', async ({ request, params }) => {
    const s = await session(request)
    const alvo = registroEditavel(request, s, params.id)
    if (alvo instanceof Response) return alvo
    restaurarMarcacoes(s.db, alvo.registro)
    publicarAlteracao(request, alvo.ids)
    return noContent()
  }),

  /** TC-127..129: erases the day's entries (admin_remover_registro); originals are disregarded, never deleted. */
  http.delete('/api/registros/:id', async ({ request, params }) => {
    const s = await session(request)
    const alvo = registroEditavel(request, s, params.id)
    if (alvo instanceof Response) return alvo
    if (!hasRole(s.user, REGISTRO_DIA.remover)) throw forbidden(request)
    removerDia(s.db, alvo.registro)
    publicarAlteracao(request, alvo.ids)
    return noContent()
  }),
]
