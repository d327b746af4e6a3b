import {
  MSG_BANCO_DIAS_OBRIGATORIO,
  MSG_CONVERSAO_HORARIO_MAXIMO,
  MSG_HORARIO_MAXIMO,
  MSG_MOTIVO_OBRIGATORIO,
  MSG_TIPO_JUSTIFICATIVA_OBRIGATORIO,
  preencherMensagem,
} from '@/shared/config/mensagens'
import type { Competencia, Db, IsoDate, TipoJustificativa } from '../../db/index'
import { formatMinutes, parseHora, TIPOS_JUSTIFICATIVA } from '../../engine/index'
import { isIsoDate, MSG_DATA_INVALIDA, MSG_NAO_NULO, type FieldError } from '../../http/spring'
import { inteiro, lerIdsCorpo, vazio, type Corpo } from './corpo'

export const ENTIDADE_JUSTIFICATIVA = 'Justificativa'
export const HORA_MAXIMA = 24 * 60
export const OBSERVACAO_MAX = 500

/** Where the amount a conversion dialog turns into a justification comes from (TC-147..149). */
export const ORIGENS_CONVERSAO = ['HORA_EXTRA', 'HORA_EXTRA_CALCULADA', 'FALTA', 'BANCO_DE_HORAS'] as const
export type OrigemConversao = (typeof ORIGENS_CONVERSAO)[number]

export interface Conversao {
  origem: OrigemConversao
  /** The whole amount shown in the cell, in minutes (TC-163/164). */
  total: number
}

/** POST /api/registros/justificar, read and checked (shared contract plus the optional conversion fields). */
export interface PedidoJustificativa {
  funcionarioId: number
  competenciaId: number
  registroId: number | null
  data: IsoDate
  tipoJustificativa: TipoJustificativa
  horas: string | null
  motivoId: number
  bancoDiasId: number | null
  observacao: string | null
  conversao: Conversao | null
}

/** 'hh:mm' to minutes, or an error for the property; null when absent. */
export function lerHoras(value: unknown, property: string, errors: FieldError[], maximo = HORA_MAXIMA): number | null {
  if (vazio(value)) return null
  if (typeof value !== 'string' || !/^\d{2,3}:[0-5]\d$/.test(value)) {
    errors.push({ property, message: 'deve estar no formato hh:mm', invalidValue: value })
    return null
  }
  const minutos = parseHora(value)
  if (minutos > maximo) {
    const message =
      maximo === HORA_MAXIMA ? MSG_HORARIO_MAXIMO : preencherMensagem(MSG_CONVERSAO_HORARIO_MAXIMO, { max: formatMinutes(maximo) })
    errors.push({ property, message, invalidValue: value })
    return null
  }
  return minutos
}

export function lerTipo(value: unknown, errors: FieldError[]): TipoJustificativa | null {
  if (typeof value === 'string' && (TIPOS_JUSTIFICATIVA as readonly string[]).includes(value)) return value as TipoJustificativa
  errors.push({ property: 'tipoJustificativa', message: MSG_TIPO_JUSTIFICATIVA_OBRIGATORIO, invalidValue: value ?? null })
  return null
}

function lerConversao(body: Corpo, errors: FieldError[]): Conversao | null {
  const origem = body.origemConversao
  if (vazio(origem)) return null
  if (typeof origem !== 'string' || !(ORIGENS_CONVERSAO as readonly string[]).includes(origem)) {
    errors.push({ property: 'origemConversao', message: `deve ser um de ${ORIGENS_CONVERSAO.join(', ')}`, invalidValue: origem })
    return null
  }
  const total = lerHoras(body.horasTotal, 'horasTotal', errors, Infinity)
  if (total === null) {
    if (vazio(body.horasTotal)) errors.push({ property: 'horasTotal', message: 'não deve ser nulo', invalidValue: null })
    return null
  }
  return { origem: origem as OrigemConversao, total }
}

function lerObservacao(value: unknown, errors: FieldError[]): string | null {
  if (vazio(value)) return null
  if (typeof value !== 'string') errors.push({ property: 'observacao', message: 'deve ser um texto', invalidValue: value })
  else if (value.trim().length > OBSERVACAO_MAX) {
    errors.push({ property: 'observacao', message: `tamanho deve ser entre 0 e ${OBSERVACAO_MAX}`, invalidValue: value })
  } else return value.trim() || null
  return null
}

/** Checks the rest of the body against the database and the card's competence. */
export function lerPedidoJustificativa(db: Db, body: Corpo, competencia: Competencia): PedidoJustificativa | FieldError[] {
  const errors: FieldError[] = []
  const ids = lerIdsCorpo(body)
  if (Array.isArray(ids)) return ids
  const registroId = inteiro(body, 'idRegistro', errors, null)
  const data = body.data
  if (!isIsoDate(data)) {
    errors.push({ property: 'data', message: vazio(data) ? MSG_NAO_NULO : MSG_DATA_INVALIDA, invalidValue: data ?? null })
  } else if (data < competencia.inicio || data > competencia.fim) {
    errors.push({ property: 'data', message: 'deve estar dentro da competência', invalidValue: data })
  }
  const tipoJustificativa = lerTipo(body.tipoJustificativa, errors)
  const conversao = lerConversao(body, errors)
  const minutos = lerHoras(body.horas, 'horas', errors, Math.min(HORA_MAXIMA, conversao?.total ?? HORA_MAXIMA))
  const motivoId = inteiro(body, 'idMotivo', errors, MSG_MOTIVO_OBRIGATORIO)
  if (motivoId !== null && !db.motivos.some((m) => m.id === motivoId)) {
    errors.push({ property: 'idMotivo', message: 'motivo não encontrado', invalidValue: motivoId })
  }
  const porBancoDias = tipoJustificativa?.startsWith('BANCO_DE_DIAS') === true
  const bancoDiasId = inteiro(body, 'idBancoDias', errors, porBancoDias ? MSG_BANCO_DIAS_OBRIGATORIO : null)
  if (bancoDiasId !== null && !db.bancosDias.some((b) => b.id === bancoDiasId)) {
    errors.push({ property: 'idBancoDias', message: 'banco de dias não encontrado', invalidValue: bancoDiasId })
  }
  const observacao = lerObservacao(body.observacao, errors)
  if (errors.length > 0 || tipoJustificativa === null || motivoId === null) return errors
  return {
    ...ids,
    registroId,
    data: data as IsoDate,
    tipoJustificativa,
    horas: minutos === null ? null : formatMinutes(minutos),
    motivoId,
    bancoDiasId: porBancoDias ? bancoDiasId : null,
    observacao,
    conversao,
  }
}
