/** Input of the engine benchmark (`npm run bench`). */
import { weekday } from './calendar'
import { addDays, schedule } from './fixtures'
import { formatMinutes } from './format'
import type { DayInput, Punch, ScheduleDay } from './types'

const DAYS = 30

/** Deterministic pseudo-random numbers (LCG) so the benchmark input is the same on every run. */
function lcg(seed: number) {
  let state = seed >>> 0
  return (max: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state % max
  }
}

const SCHEDULES: ScheduleDay[] = [
  schedule('FIXO', ['08:00', '12:00', '13:00', '17:00']),
  schedule('FIXO_INTERVALO_FLEXIVEL', ['08:00', '17:00'], { cargaMinutos: 480, intervaloMinimo: 60 }),
  schedule('FLEXIVEL', ['09:00', '18:00'], { cargaMinutos: 480 }),
  schedule('CARGA_HORARIA', [], { cargaMinutos: 360 }),
  schedule('REVEZAMENTO', ['19:00', '07:00']),
  schedule('SOBRE_AVISO', ['18:00', '23:00']),
]
const REST = schedule('FIXO', [], { folga: true, descanso: true })

/** Month `e` of the benchmark: a deterministic mix of the six schedule types, with variation and absences. */
export function employeeMonth(e: number): DayInput[] {
  const rand = lcg(e + 1)
  const base = SCHEDULES[e % SCHEDULES.length] as ScheduleDay
  let id = 1
  return Array.from({ length: DAYS }, (_, i) => {
    const date = addDays('2026-11-01', i)
    const rest = base.tipo === 'REVEZAMENTO' ? i % 2 === 1 : weekday(date) === 0
    const sched = rest ? REST : base
    const punches: Punch[] = []
    if (!rest && rand(20) > 0) {
      const times = sched.slots.length ? sched.slots.flatMap((s) => [s.entrada, s.saida]) : ['07:00', '13:00']
      let last = -1
      let dayOffset = 0
      for (const t of times) {
        let m = Number(t.slice(0, 2)) * 60 + Number(t.slice(3)) + rand(21) - 10
        if (m < last) dayOffset = 1
        last = m
        m = ((m % 1440) + 1440) % 1440
        punches.push({ id: id++, hora: formatMinutes(m), data: addDays(date, dayOffset), tipoMarcacao: 'ORIGINAL' })
      }
    }
    return { date, schedule: sched, punches, treatments: [], holiday: i === 14 ? { descricao: 'Feriado' } : null }
  })
}

/** The benchmark input: `employees` months of 30 days (November 2026). */
export const benchMonths = (employees: number) => Array.from({ length: employees }, (_, e) => employeeMonth(e))
