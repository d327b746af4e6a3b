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

/** Slot positions of a day: 1..8 = entry/exit of pairs 1..4. */
export const MAX_POSICOES = MAX_PARES * 2

/**
 * Positions for a day with manually positioned punches (moved or included at a slot by the user): those keep their
 * positions, the others fill the free positions from the start in time order. Null when that cannot stand (no manual
 * punch, more punches than positions, a position out of range or taken twice, or a result that is not in time order):
 * the day is then paired by time alone.
 */
export function manualSlots(timed: readonly TimedPunch[]): Array<TimedPunch | undefined> | null {
  if (timed.length > MAX_POSICOES || !timed.some((t) => t.punch.posicao !== undefined)) return null
  const slots: Array<TimedPunch | undefined> = Array.from({ length: MAX_POSICOES }, () => undefined)
  for (const t of timed) {
    const posicao = t.punch.posicao
    if (posicao === undefined) continue
    if (!Number.isInteger(posicao) || posicao < 1 || posicao > MAX_POSICOES || slots[posicao - 1]) return null
    slots[posicao - 1] = t
  }
  let livre = 0
  for (const t of timed) {
    if (t.punch.posicao !== undefined) continue
    while (slots[livre]) livre++
    slots[livre] = t
  }
  let anterior = -Infinity
  for (const slot of slots) {
    if (!slot) continue
    if (slot.offset < anterior) return null
    anterior = slot.offset
  }
  return slots
}

function pairsOfSlots(slots: ReadonlyArray<TimedPunch | undefined>): PairLayout {
  const marcacoes: ParMarcacao[] = []
  const worked: Interval[] = []
  let odd = false
  for (let i = 0; i < MAX_PARES; i++) {
    const entrada = slots[i * 2]
    const saida = slots[i * 2 + 1]
    if (!entrada && !saida) continue
    const par: ParMarcacao = { sequencia: i + 1 }
    if (entrada) par.entrada = entrada.punch
    if (saida) par.saida = saida.punch
    if (entrada && saida) {
      if (saida.offset > entrada.offset) worked.push({ start: entrada.offset, end: saida.offset })
    } else odd = true
    marcacoes.push(par)
  }
  return { marcacoes, worked, odd, excess: false }
}

/**
 * The disregarded punches left out, the rest paired in time order: at most four pairs (TC-073). Punches the user
 * positioned by hand keep their slots when the day stays in time order (manualSlots); only complete pairs count as
 * worked time and any incomplete pair leaves the day odd.
 */
export function arrangePairs(punches: readonly Punch[], date: string): PairLayout {
  const timed = timedPunches(
    punches.filter((p) => !p.desconsiderada),
    date,
  )
  const manual = manualSlots(timed)
  if (manual) return pairsOfSlots(manual)
  const kept = timed.slice(0, MAX_POSICOES)
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
  return { marcacoes, worked, odd: timed.length % 2 === 1, excess: timed.length > MAX_POSICOES }
}

/** The position (1..8) of each punch of a layout, by punch id. */
export function positionsOf(layout: Pick<PairLayout, 'marcacoes'>): Map<number, number> {
  const out = new Map<number, number>()
  for (const par of layout.marcacoes) {
    if (par.entrada) out.set(par.entrada.id, par.sequencia * 2 - 1)
    if (par.saida) out.set(par.saida.id, par.sequencia * 2)
  }
  return out
}

export function originalPunches(punches: readonly Punch[], date: string): Punch[] {
  return timedPunches(
    punches.filter((p) => p.tipoMarcacao === 'ORIGINAL'),
    date,
  ).map((t) => t.punch)
}
