import { isoDate, weekStart } from './calendar'
import { judgeDay, type DayContext, type DayOutcome, type SaldoSemanal } from './day'
import type { DayInput, DayResult, EngineSettings, TipoJustificativa } from './types'

/**
 * Rule 11 (docs/decisions.md): a CARGA_HORARIA schedule with a weekly workload is owed by the week. In each
 * Monday-to-Sunday week, cut at the competence's bounds, the days defer their balance (after their tolerance and
 * justifications) to the week's last such day inside the competence, which settles the sum as its absence or overtime.
 * A whole day absent without punches stays that day's absence (day.ts). Holidays, leave and the rest day are judged by
 * themselves: no workload, and their work is paid as such (rule 10). A week that reaches today is settled when it ends.
 */
function settlesWeekly(input: DayInput): boolean {
  const s = input.schedule
  return s?.tipo === 'CARGA_HORARIA' && s.cargaSemanal !== undefined && !s.descanso && !input.holiday && !input.hrMovement
}

/** Overtime authorised on any day of the week is authorised for the week's overtime. */
const AUTORIZAM_EXTRA: readonly TipoJustificativa[] = ['HORA_EXTRA', 'BANCO_DE_HORAS_CREDITO']

function sumOf(saldos: readonly SaldoSemanal[]): SaldoSemanal {
  const out = { saldo: 0, noturno: 0, carga: 0 }
  for (const s of saldos) {
    out.saldo += s.saldo
    out.noturno += s.noturno
    out.carga += s.carga
  }
  return out
}

/** The week of `date` (Monday to Sunday) within the competence's first and last days. */
function weekBounds(date: string, primeiro: string, ultimo: string): { inicio: string; fim: string } {
  const segunda = isoDate(weekStart(date))
  const domingo = isoDate(weekStart(date) + 6)
  return { inicio: segunda < primeiro ? primeiro : segunda, fim: domingo > ultimo ? ultimo : domingo }
}

/** The competence's days (in date order) judged one by one, then the weekly workloads settled. */
export function calculateDays(days: readonly DayInput[], settings: EngineSettings, context: DayContext): DayResult[] {
  const outcomes: DayOutcome[] = days.map((d) =>
    judgeDay(d, settings, settlesWeekly(d) ? { ...context, semana: { papel: 'ADIA' } } : context),
  )
  const weeks = new Map<number, number[]>()
  outcomes.forEach((o, i) => {
    if (!o.semana) return
    const key = weekStart((days[i] as DayInput).date)
    weeks.set(key, [...(weeks.get(key) ?? []), i])
  })
  const primeiro = days[0]?.date ?? ''
  const ultimo = days[days.length - 1]?.date ?? ''
  for (const indexes of weeks.values()) {
    const last = indexes[indexes.length - 1] as number
    const day = days[last] as DayInput
    if (context.hoje !== undefined && day.date >= context.hoje) continue
    const others = indexes.slice(0, -1)
    const outros = sumOf(others.map((i) => (outcomes[i] as DayOutcome).semana as SaldoSemanal))
    const tratamentos = others.flatMap((i) => (days[i] as DayInput).treatments.filter((t) => AUTORIZAM_EXTRA.includes(t.tipo)))
    const semana = { papel: 'ACERTA' as const, outros, tratamentos, ...weekBounds(day.date, primeiro, ultimo) }
    outcomes[last] = judgeDay(day, settings, { ...context, semana })
  }
  return outcomes.map((o) => o.result)
}
