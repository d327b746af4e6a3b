import { describe, expect, it } from 'vitest'
import { calculateDay } from './day'
import { COMERCIAL, SEG, day, settings } from './fixtures'

const S = settings()

describe('calculateDay: special schedule (horarioEspecial, TC-125)', () => {
  it('[TC-125][mock] a special day owes no delay, early leave or absence: its workload is what was worked', () => {
    // 08:30-12:00 + 13:00-16:00 = 210 + 180 = 390 worked against 480 scheduled
    const normal = calculateDay(day(SEG, COMERCIAL, ['08:30', '12:00', '13:00', '16:00']), S)
    expect(normal).toMatchObject({ horas: 390, cargaHoraria: 480, atraso: 30, saidaAntecipada: 60, justificar: true })
    const especial = calculateDay(day(SEG, COMERCIAL, ['08:30', '12:00', '13:00', '16:00'], { especial: true }), S)
    expect(especial).toMatchObject({ horas: 390, cargaHoraria: 390, atraso: 0, saidaAntecipada: 0, falta: 0, justificar: false, horarioEspecial: true })
  })

  it('[TC-125][mock] a special day without punches is no absence', () => {
    const r = calculateDay(day(SEG, COMERCIAL, [], { especial: true }), S)
    expect(r).toMatchObject({ cargaHoraria: 0, falta: 0, diasFalta: 0 })
  })

  it('[TC-125][mock] time beyond the schedule is still overtime', () => {
    // 08:00-12:00 + 13:00-18:00 = 540 -> 60 over the 480 scheduled
    const r = calculateDay(day(SEG, COMERCIAL, ['08:00', '12:00', '13:00', '18:00'], { especial: true }), S)
    expect(r).toMatchObject({ cargaHoraria: 480, horaExtraCalculada: 60 })
  })
})
