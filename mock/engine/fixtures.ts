/** Builders for the engine's tests. */
import { DEFAULT_SETTINGS } from './settings'
import type { DayInput, EngineSettings, Punch, ScheduleDay, ScheduleSlot, TipoHorario, Treatment } from './types'

export const SEG = '2026-11-16'

export function slots(...times: string[]): ScheduleSlot[] {
  const out: ScheduleSlot[] = []
  for (let i = 0; i < times.length; i += 2) out.push({ entrada: times[i] as string, saida: times[i + 1] as string })
  return out
}

export function schedule(tipo: TipoHorario, times: string[], extra: Partial<ScheduleDay> = {}): ScheduleDay {
  return { id: 1, codigo: '001', descricao: 'Comercial', tipo, folga: false, slots: slots(...times), ...extra }
}

export const COMERCIAL = schedule('FIXO', ['08:00', '12:00', '13:00', '17:00'])

let nextId = 1

/** Punches on `date`; 'HH:mm+1' puts one on the next day. */
export function punches(date: string, ...horas: string[]): Punch[] {
  return horas.map((h) => {
    const nextDay = h.endsWith('+1')
    const hora = nextDay ? h.slice(0, -2) : h
    return { id: nextId++, hora, data: nextDay ? addDays(date, 1) : date, tipoMarcacao: 'ORIGINAL' }
  })
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

export function day(date: string, sched: ScheduleDay | null, horas: string[], extra: Partial<DayInput> = {}): DayInput {
  return { date, schedule: sched, punches: punches(date, ...horas), treatments: [], holiday: null, ...extra }
}

export function treatment(tipo: Treatment['tipo'], extra: Partial<Treatment> = {}): Treatment {
  return { id: nextId++, tipo, ...extra }
}

export function settings(extra: Partial<EngineSettings> = {}): EngineSettings {
  return { ...DEFAULT_SETTINGS, ...extra }
}
