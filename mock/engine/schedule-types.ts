import { formatMinutes, parseHora } from './format'
import { totalLength, type Interval } from './intervals'
import type { ScheduleDay, ScheduleSlot, TipoHorario } from './types'

/**
 * How each schedule type is judged:
 * - POR_MARCACAO: every scheduled punch has a fixed time (tolerance per punch and per day);
 * - EXTREMOS: only the first entry and the last exit are fixed (break free);
 * - DIARIA: only the daily workload counts (daily tolerance on the balance).
 */
export type ToleranceMode = 'POR_MARCACAO' | 'EXTREMOS' | 'DIARIA'

export interface TypeRule {
  descricao: string
  tolerancia: ToleranceMode
  /** Late entry / early exit are reported as atraso / saidaAntecipada. */
  controlaAtraso: boolean
  /** The slots are standby windows (on-call), not work. */
  sobreAviso: boolean
  escalaMensal: boolean
}

export const TYPE_RULES: Record<TipoHorario, TypeRule> = {
  FIXO: { descricao: 'Fixo', tolerancia: 'POR_MARCACAO', controlaAtraso: true, sobreAviso: false, escalaMensal: false },
  FIXO_INTERVALO_FLEXIVEL: {
    descricao: 'Fixo com Intervalo Flexível',
    tolerancia: 'EXTREMOS',
    controlaAtraso: true,
    sobreAviso: false,
    escalaMensal: false,
  },
  FLEXIVEL: { descricao: 'Flexível', tolerancia: 'DIARIA', controlaAtraso: false, sobreAviso: false, escalaMensal: false },
  CARGA_HORARIA: {
    descricao: 'Carga Horária',
    tolerancia: 'DIARIA',
    controlaAtraso: false,
    sobreAviso: false,
    escalaMensal: false,
  },
  REVEZAMENTO: { descricao: 'Revezamento', tolerancia: 'POR_MARCACAO', controlaAtraso: true, sobreAviso: false, escalaMensal: true },
  SOBRE_AVISO: { descricao: 'Sobre Aviso', tolerancia: 'DIARIA', controlaAtraso: false, sobreAviso: true, escalaMensal: false },
}

/** Slots as spans from the start of the day; each time is moved past midnight when it precedes the previous one. */
export function slotIntervals(slots: readonly ScheduleSlot[]): Interval[] {
  const out: Interval[] = []
  let last = -1
  const unfold = (hora: string): number => {
    let t = parseHora(hora)
    while (t < last) t += 1440
    last = t
    return t
  }
  for (const slot of slots) {
    const start = unfold(slot.entrada)
    const end = unfold(slot.saida)
    if (end > start) out.push({ start, end })
  }
  return out
}

export interface ScheduleFrame {
  rule: TypeRule
  /** Scheduled spans (all slots, also for flexible and on-call types). */
  slots: Interval[]
  /** Spans whose work is regular time (empty when the times are not fixed). */
  workSlots: Interval[]
  /** The day's workload before holidays, days off and leave are considered. */
  carga: number
  /** The workload is a declared number of hours, not the length of fixed slots (compared with the reduced night hour). */
  cargaDeclarada: boolean
}

export function scheduleFrame(schedule: ScheduleDay): ScheduleFrame {
  const rule = TYPE_RULES[schedule.tipo]
  const slots = slotIntervals(schedule.slots)
  const slotTotal = totalLength(slots)
  const fixedTimes = rule.tolerancia !== 'DIARIA'
  const declarada = schedule.tipo !== 'FIXO' && schedule.tipo !== 'REVEZAMENTO' && schedule.cargaMinutos !== undefined
  let carga = declarada ? (schedule.cargaMinutos ?? 0) : slotTotal
  if (rule.sobreAviso) carga = schedule.cargaMinutos ?? 0
  return { rule, slots, workSlots: fixedTimes ? slots : [], carga, cargaDeclarada: declarada }
}

/** '08:00-12:00 13:00-17:00', 'Carga 08:00' or 'Folga'. */
export function scheduleSummary(schedule: ScheduleDay): string {
  if (schedule.descanso) return 'Descanso'
  if (schedule.folga) return 'Folga'
  const times = schedule.slots.map((s) => `${s.entrada}-${s.saida}`).join(' ')
  if (schedule.cargaMinutos !== undefined && schedule.tipo !== 'FIXO' && schedule.tipo !== 'REVEZAMENTO') {
    const carga = `Carga ${formatMinutes(schedule.cargaMinutos)}`
    return times ? `${times} (${carga})` : carga
  }
  return times
}
