import { dayNumber } from './calendar'
import { parseHora } from './format'
import type { Interval } from './intervals'
import type { ParMarcacao, Punch } from './types'

export const MAX_PARES = 4
export const MSG_IMPAR = 'Numero impar de marcacoes!'
export const MSG_EXCESSO = 'Mais de quatro pares de marcações!'

export interface TimedPunch {
  punch: Punch
  /** Minutes from the start of the record's day (1500 = 01:00 of the next day). */
  offset: number
}

export interface PairLayout {
  marcacoes: ParMarcacao[]
  /** Complete pairs as worked spans, in time order. */
  worked: Interval[]
  odd: boolean
  excess: boolean
}

export function timedPunches(punches: readonly Punch[], date: string): TimedPunch[] {
  const base = dayNumber(date)
  return punches
    .map((punch) => ({ punch, offset: (dayNumber(punch.data) - base) * 1440 + parseHora(punch.hora) }))
    .sort((a, b) => a.offset - b.offset || a.punch.id - b.punch.id)
}

/** The disregarded punches left out, the rest paired in time order: at most four pairs (TC-073). */
export function arrangePairs(punches: readonly Punch[], date: string): PairLayout {
  const timed = timedPunches(
    punches.filter((p) => !p.desconsiderada),
    date,
  )
  const kept = timed.slice(0, MAX_PARES * 2)
  const marcacoes: ParMarcacao[] = []
  const worked: Interval[] = []
  for (let i = 0; i < kept.length; i += 2) {
    const entrada = kept[i] as TimedPunch
    const saida = kept[i + 1]
    const par: ParMarcacao = { sequencia: i / 2 + 1, entrada: entrada.punch }
    if (saida) {
      par.saida = saida.punch
      if (saida.offset > entrada.offset) worked.push({ start: entrada.offset, end: saida.offset })
    }
    marcacoes.push(par)
  }
  return { marcacoes, worked, odd: timed.length % 2 === 1, excess: timed.length > MAX_PARES * 2 }
}

export function originalPunches(punches: readonly Punch[], date: string): Punch[] {
  return timedPunches(
    punches.filter((p) => p.tipoMarcacao === 'ORIGINAL'),
    date,
  ).map((t) => t.punch)
}
