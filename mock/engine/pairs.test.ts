import { describe, expect, it } from 'vitest'
import { calculateDay } from './day'
import { COMERCIAL, SEG, day, settings } from './fixtures'
import { arrangePairs, manualSlots, MSG_IMPAR, positionsOf, timedPunches } from './pairs'
import type { Punch } from './types'

let nextId = 1
function p(hora: string, posicao?: number, extra: Partial<Punch> = {}): Punch {
  return { id: nextId++, hora, data: SEG, tipoMarcacao: posicao === undefined ? 'ORIGINAL' : 'INCLUIDO', ...(posicao ? { posicao } : {}), ...extra }
}

const grade = (punches: Punch[]) =>
  arrangePairs(punches, SEG).marcacoes.map((par) => [par.sequencia, par.entrada?.hora ?? null, par.saida?.hora ?? null])

describe('arrangePairs: manual positions', () => {
  it('without manual positions the day is paired by time, as before', () => {
    expect(grade([p('13:00'), p('08:00'), p('12:00')])).toEqual([
      [1, '08:00', '12:00'],
      [2, '13:00', null],
    ])
    expect(arrangePairs([p('08:00'), p('12:00'), p('13:00')], SEG).odd).toBe(true)
  })

  it('a punch included at Saída 2 stays there and the others fill the free slots from the start', () => {
    const layout = arrangePairs([p('08:00'), p('12:00'), p('13:00'), p('17:00', 4)], SEG)
    expect(layout.marcacoes.map((par) => [par.sequencia, par.entrada?.hora, par.saida?.hora])).toEqual([
      [1, '08:00', '12:00'],
      [2, '13:00', '17:00'],
    ])
    expect(layout).toMatchObject({ odd: false, excess: false })
    expect(layout.worked).toEqual([{ start: 480, end: 720 }, { start: 780, end: 1020 }])
  })

  it('a punch moved to Saída 3 leaves pair 2 without an exit: only complete pairs are worked, the day is odd', () => {
    const layout = arrangePairs([p('08:00'), p('12:00'), p('13:00'), p('17:00', 6)], SEG)
    expect(layout.marcacoes.map((par) => [par.sequencia, par.entrada?.hora ?? null, par.saida?.hora ?? null])).toEqual([
      [1, '08:00', '12:00'],
      [2, '13:00', null],
      [3, null, '17:00'],
    ])
    expect(layout.worked).toEqual([{ start: 480, end: 720 }])
    expect(layout.odd).toBe(true)
  })

  it('a punch moved to an empty entry slot before later punches keeps its place (Entrada 2 with Saída 1 empty)', () => {
    // 08:00 at Entrada 1 (time order), 12:00 moved to Entrada 2: Saída 1 stays empty.
    const layout = arrangePairs([p('08:00'), p('12:00', 3), p('17:00', 4)], SEG)
    expect(layout.marcacoes.map((par) => [par.sequencia, par.entrada?.hora ?? null, par.saida?.hora ?? null])).toEqual([
      [1, '08:00', null],
      [2, '12:00', '17:00'],
    ])
    expect(layout.worked).toEqual([{ start: 720, end: 1020 }])
    expect(layout.odd).toBe(true)
  })

  it('falls back to time order when the positions would not be chronological', () => {
    // 17:00 put at Saída 1 would leave 12:00 and 13:00 after it.
    expect(grade([p('08:00'), p('12:00'), p('13:00'), p('17:00', 2)])).toEqual([
      [1, '08:00', '12:00'],
      [2, '13:00', '17:00'],
    ])
    // 13:00 at Entrada 1 would put 08:00 after it.
    expect(grade([p('08:00'), p('13:00', 1)])).toEqual([[1, '08:00', '13:00']])
  })

  it('falls back to time order for two punches at one position, a position out of range or more than 8 punches', () => {
    expect(grade([p('08:00', 1), p('12:00', 1)])).toEqual([[1, '08:00', '12:00']])
    expect(grade([p('08:00', 9), p('12:00')])).toEqual([[1, '08:00', '12:00']])
    const nove = ['06:00', '07:00', '08:00', '09:00', '10:00', '11:00', '12:00', '13:00'].map((h) => p(h))
    const layout = arrangePairs([...nove, p('14:00', 8)], SEG)
    expect(layout.excess).toBe(true)
    expect(manualSlots(timedPunches([...nove, p('14:00', 8)], SEG))).toBeNull()
  })

  it('a disregarded punch frees its position for the others', () => {
    expect(grade([p('08:00'), p('08:01', undefined, { desconsiderada: true }), p('12:00', 2)])).toEqual([[1, '08:00', '12:00']])
  })

  it('a night exit on the next clock date keeps its manual position', () => {
    const entrada = p('19:00')
    const saida = { ...p('07:00', 2), data: '2026-11-17' }
    expect(grade([entrada, saida])).toEqual([[1, '19:00', '07:00']])
  })

  it('positionsOf gives each punch its slot 1..8', () => {
    const a = p('08:00')
    const b = p('17:00', 4)
    expect([...positionsOf(arrangePairs([a, b], SEG)).entries()]).toEqual([
      [a.id, 1],
      [b.id, 4],
    ])
  })
})

describe('calculateDay with a punch included at its slot', () => {
  const S = settings()

  it('the missing 17:00 exit included at Saída 2 clears the odd-punch error and counts the afternoon', () => {
    const antes = calculateDay(day(SEG, COMERCIAL, ['08:00', '12:00', '13:00']), S)
    expect(antes).toMatchObject({ error: true, errorMessage: MSG_IMPAR })
    const input = day(SEG, COMERCIAL, ['08:00', '12:00', '13:00'])
    const depois = calculateDay({ ...input, punches: [...input.punches, p('17:00', 4)] }, S)
    expect(depois).toMatchObject({ error: false, errorMessage: null, horas: 480, falta: 0 })
  })

  it('an incomplete pair keeps the day inconsistent even with an even number of punches', () => {
    const input = day(SEG, COMERCIAL, ['08:00', '12:00', '13:00'])
    const r = calculateDay({ ...input, punches: [...input.punches, p('17:00', 6)] }, S)
    expect(r).toMatchObject({ error: true, errorMessage: MSG_IMPAR })
  })
})
