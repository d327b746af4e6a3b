/**
 * Overtime of a day (domain.md rule 4). Decisions:
 * - horaExtraCalculada is the whole overtime (worked - workload, beyond tolerance) before the rules below.
 * - Its night part is the overtime falling in night time outside the scheduled work spans (at most the
 *   overtime). It goes to horaExtraNoturna (horaExtraNoturnaCemPorcento when worked on a holiday or rest-day
 *   date). Night overtime is in reduced hours (rule 3).
 * - Day part on ordinary dates: the first horaExtra50LimiteMinutos at 50 % (horaExtra), beyond at 70 %
 *   (horaExtra70); with a custom band, the minutes beyond its aPartirDeMinutos go to horaExtraCustom.
 *   Minutes worked on a holiday or rest-day date: everything at 100 % (horaExtra100), also when the shift
 *   began or ends on an ordinary date (cem-porcento.ts). A day off (folga) is an ordinary date.
 * - HORA_EXTRA authorises the whole overtime (or its minutos), HORA_EXTRA_ENTRADA the minutes worked before
 *   the scheduled entry, HORA_EXTRA_SAIDA those after the scheduled exit. BANCO_DE_HORAS_CREDITO moves
 *   overtime into the hour bank. BANCO_DE_DIAS_CREDITO trades the day's overtime for a day in a day bank.
 * - Without permiteHoraExtra, unauthorised overtime is not paid: it is only seen in horaExtraCalculada and
 *   the day asks for a justification. It does not go to `permitidos`, which holds excused absence.
 * - An employee with an hour bank (or a compensation bank) gets every unpaid minute credited there; only
 *   authorised minutes are paid.
 * - horaExtraIntervalo (breaks.ts) is outside this split: an indemnity for a missing break, always paid.
 */
import type { EngineSettings, Treatment } from './types'

export interface Portion {
  day: number
  night: number
}

export interface OvertimeAllocation {
  paid: Portion
  /** Moved to the hour bank by BANCO_DE_HORAS_CREDITO. */
  credited: Portion
  /** Unpaid minutes that go to the employee's own bank (hour or compensation bank). */
  banked: Portion
  naoAutorizada: number
}

export interface OvertimeBands {
  horaExtra: number
  horaExtra70: number
  horaExtraCustom: number
  horaExtra100: number
  horaExtraNoturna: number
  horaExtraNoturnaCemPorcento: number
}

/** Minutes of overtime the HORA_EXTRA* treatments authorise. */
export function authorisedMinutes(
  total: number,
  treatments: readonly Treatment[],
  antecipada: number,
  prorrogada: number,
): number {
  let sum = 0
  for (const t of treatments) {
    if (t.tipo === 'HORA_EXTRA') sum += t.minutos ?? total
    if (t.tipo === 'HORA_EXTRA_ENTRADA') sum += Math.min(antecipada, t.minutos ?? antecipada)
    if (t.tipo === 'HORA_EXTRA_SAIDA') sum += Math.min(prorrogada, t.minutos ?? prorrogada)
  }
  return Math.min(total, sum)
}

function take(pool: Portion, amount: number): Portion {
  const day = Math.min(pool.day, amount)
  const night = Math.min(pool.night, amount - day)
  pool.day -= day
  pool.night -= night
  return { day, night }
}

export function allocateOvertime(
  total: number,
  night: number,
  treatments: readonly Treatment[],
  settings: EngineSettings,
  edges: { antecipada: number; prorrogada: number },
): OvertimeAllocation {
  const pool: Portion = { day: total - night, night }
  if (treatments.some((t) => t.tipo === 'BANCO_DE_DIAS_CREDITO')) {
    const none = { day: 0, night: 0 }
    return { paid: none, credited: none, banked: none, naoAutorizada: 0 }
  }
  const ownBank = settings.bancoHoras || settings.bancoCompensacao === true
  const creditRequested = treatments
    .filter((t) => t.tipo === 'BANCO_DE_HORAS_CREDITO')
    .reduce((sum, t) => sum + (t.minutos ?? total), 0)
  const credited = Math.min(total, creditRequested)
  const authorised = authorisedMinutes(total, treatments, edges.antecipada, edges.prorrogada)
  const rest = total - credited
  const paidAmount = ownBank || !settings.permiteHoraExtra ? Math.min(rest, authorised) : rest
  const paid = take(pool, paidAmount)
  const creditedPortion = take(pool, credited)
  const leftover = pool.day + pool.night
  const banked = ownBank ? take(pool, leftover) : { day: 0, night: 0 }
  return { paid, credited: creditedPortion, banked, naoAutorizada: ownBank ? 0 : leftover }
}

/** The paid overtime in bands; `cem` is its part worked on a holiday or rest-day date (cem-porcento.ts), all at 100 %. */
export function splitBands(paid: Portion, cem: Portion, settings: EngineSettings): OvertimeBands {
  const day = paid.day - cem.day
  const limit = settings.horaExtra50LimiteMinutos
  const custom = settings.horaExtraCustom?.aPartirDeMinutos ?? Infinity
  return {
    horaExtra: Math.min(day, limit, custom),
    horaExtra70: Math.max(0, Math.min(day, custom) - limit),
    horaExtraCustom: Math.max(0, day - custom),
    horaExtra100: cem.day,
    horaExtraNoturna: paid.night - cem.night,
    horaExtraNoturnaCemPorcento: cem.night,
  }
}
