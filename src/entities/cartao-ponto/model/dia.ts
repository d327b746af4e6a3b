import { compararIso } from '@/shared/lib'
import { MSG_SEM_QUADRO } from '@/shared/config'
import type { CartaoPonto, RegistroDia, Tratamento } from '../api/cartao-ponto.schema'
import { hhmmSign } from './hhmm'

export type RowTone = 'danger' | 'success' | 'default'

/** TC-093 (error or inconsistency wins) and TC-094 (day off, holiday, rest day). */
export function rowTone(registro: RegistroDia): RowTone {
  if (registro.error || registro.inconsistente) return 'danger'
  if (registro.folga || registro.feriado || registro.descanso) return 'success'
  return 'default'
}

/** TC-096: an inconsistent record without schedule, DSR discount, monthly scale or on-call scale. */
export function semQuadroMessage(registro: RegistroDia): string | null {
  const semQuadro =
    registro.inconsistente &&
    registro.quadroHorarioId === null &&
    hhmmSign(registro.descontoDSR) === 0 &&
    !registro.escalaMensal &&
    !registro.escalaSobreAviso
  return semQuadro ? MSG_SEM_QUADRO : null
}

export type ErrorsByDate = Readonly<Record<string, string | null | undefined>>

/** TC-097: a date's message comes from the map of errors; a date missing from it has none. */
export function errorMessageFor(date: string, errorsByDate: ErrorsByDate): string | null {
  return errorsByDate[date] || null
}

/** The card's map of errors: each date's error, else its record's own message. */
export function errorsByDate(cartao: CartaoPonto): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const [date, dia] of Object.entries(cartao.manutencaoDTO.registros)) {
    const message = dia.error || dia.registro.errorMessage
    if (message) errors[date] = message
  }
  return errors
}

export interface DiaCartao {
  data: string
  registro: RegistroDia
  /** The red row below the day (TC-095..TC-097), or null. */
  mensagem: string | null
  tone: RowTone
}

const diasMontados = new WeakMap<RegistroDia, DiaCartao>()

/**
 * TC-066: one row per day of the competence, in date order. A day whose record (the same object: the query cache keeps
 * what did not change) and message are unchanged is the same object as before, so a correction redraws only its day.
 */
export function diasDoCartao(cartao: CartaoPonto): DiaCartao[] {
  const errors = errorsByDate(cartao)
  return Object.entries(cartao.manutencaoDTO.registros)
    .sort(([a], [b]) => compararIso(a, b))
    .map(([data, { registro }]) => {
      const mensagem = errorMessageFor(data, errors) ?? semQuadroMessage(registro)
      const anterior = diasMontados.get(registro)
      if (anterior?.data === data && anterior.mensagem === mensagem) return anterior
      const dia = { data, registro, mensagem, tone: rowTone(registro) }
      diasMontados.set(registro, dia)
      return dia
    })
}

/** TC-081 (docs/decisions.md): the hour, occurrence and reason columns describe the day's first treatment. */
export function ocorrenciaDoDia(registro: RegistroDia): { hora: string; ocorrencia: string; motivo: string } {
  const primeiro: Tratamento | undefined = registro.tratamentos[0]
  return {
    hora: primeiro?.hora ?? '',
    // The treatment's kind in words ('Abono do dia'); the bare code ('I') only when the server sends no words.
    ocorrencia: (primeiro && (primeiro.justificativa || primeiro.ocorrencia)) || registro.descricaoOcorrencia || '',
    motivo: primeiro?.motivo.descricao ?? '',
  }
}
