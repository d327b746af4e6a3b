import { SUNDAY, weekStart, weekday } from './calendar'
import { describeDsr } from './memoria'
import type { DayResult } from './types'

/** A day that can be the week's paid rest: no workload, no error, and a rest day, a day off or a Sunday. */
function isRestCandidate(d: DayResult): boolean {
  return d.cargaHoraria === 0 && !d.error && (d.descanso || d.folga || weekday(d.data) === SUNDAY)
}

/**
 * Lei 605/49 art. 6: an unexcused whole-day absence in a Monday-to-Sunday week discounts the paid rest that
 * follows it in the same week (the first day marked descanso, else the Sunday, else the last day off), once
 * per week. The amount is the rest day's pay: the average workload of the week's workdays.
 * A week that ends in the next competence is discounted in this one, on its last day, when its rest day falls after
 * it (docs/decisions.md): the month of the absence pays for it. A 12x36 shift's absence (`escala12x36`) costs no DSR: its
 * rest is part of the schedule (art. 59-A). Returns new results; days must be in date order.
 */
export function applyDsr(dias: readonly DayResult[], escala12x36: (i: number) => boolean = () => false): DayResult[] {
  const ultimo = dias[dias.length - 1]
  const semanaCortada = ultimo && weekday(ultimo.data) !== SUNDAY ? weekStart(ultimo.data) : null
  const weeks = new Map<number, number[]>()
  dias.forEach((d, i) => {
    const key = weekStart(d.data)
    const list = weeks.get(key)
    if (list) list.push(i)
    else weeks.set(key, [i])
  })
  const out = [...dias]
  for (const indexes of weeks.values()) {
    const week = indexes.map((i) => dias[i] as DayResult)
    const absenceIndex = indexes.find((i) => (dias[i] as DayResult).diasFalta > 0 && !escala12x36(i))
    const firstAbsence = absenceIndex === undefined ? undefined : (dias[absenceIndex] as DayResult)
    if (!firstAbsence) continue
    const workdays = week.filter((d) => d.cargaHoraria > 0)
    const amount = Math.round(workdays.reduce((sum, d) => sum + d.cargaHoraria, 0) / workdays.length)
    const candidates = indexes.filter((i) => {
      const d = dias[i] as DayResult
      return d.data > firstAbsence.data && isRestCandidate(d)
    })
    const restHere =
      candidates.find((i) => (dias[i] as DayResult).descanso) ??
      candidates.find((i) => weekday((dias[i] as DayResult).data) === SUNDAY)
    const cortada = semanaCortada === weekStart(firstAbsence.data)
    const chosen = restHere ?? (cortada ? dias.length - 1 : candidates[candidates.length - 1])
    if (chosen === undefined || amount <= 0) continue
    const day = dias[chosen] as DayResult
    const proximaCompetencia = restHere === undefined && cortada
    out[chosen] = { ...day, descontoDSR: day.descontoDSR + amount, memoriaCalculo: describeDsr(day.memoriaCalculo, amount, proximaCompetencia) }
  }
  return out
}
