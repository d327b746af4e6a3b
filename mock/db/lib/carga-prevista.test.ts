import { describe, expect, it } from 'vitest'
import { createDb } from '../index'
import { cargaPrevistaDia, cargaPrevistaPeriodo } from './carga-prevista'

const db = createDb({ today: new Date(2026, 10, 16, 12) })
const horario = (codigo: string) => db.horarios.find((h) => h.codigo === codigo)!

describe('cargaPrevistaDia', () => {
  it('sums the fixed slots of the weekday and gives nothing on weekends and holidays', () => {
    const administrativo = horario('001')
    expect(cargaPrevistaDia(administrativo, new Date(2026, 10, 16), false)).toBe(480)
    expect(cargaPrevistaDia(administrativo, new Date(2026, 10, 14), false)).toBe(0)
    expect(cargaPrevistaDia(administrativo, new Date(2026, 10, 20), true)).toBe(0)
    expect(cargaPrevistaDia(horario('003'), new Date(2026, 10, 17), false)).toBe(120 + 165 + 120 + 120)
  })

  it('uses the daily workload of flexible schedules and the 12x36 cycle across midnight', () => {
    expect(cargaPrevistaDia(horario('005'), new Date(2026, 10, 18), false)).toBe(480)
    expect(cargaPrevistaDia(horario('006'), new Date(2026, 10, 18), false)).toBe(528)
    const noturno = horario('007')
    const dia = (d: number) => cargaPrevistaDia(noturno, new Date(2024, 0, d), false)
    expect([dia(1), dia(2), dia(3), dia(4)]).toEqual([720, 0, 720, 0])
    expect(cargaPrevistaDia(noturno, new Date(2026, 10, 20), true)).toBeGreaterThanOrEqual(0)
  })

  it('adds up the workload of the time-controlling employees in a period', () => {
    const umDia = cargaPrevistaPeriodo(db, '2026-11-16', '2026-11-16')
    expect(umDia).toBeGreaterThan(0)
    expect(cargaPrevistaPeriodo(db, '2026-11-16', '2026-11-17')).toBeGreaterThan(umDia)
    expect(cargaPrevistaPeriodo(db, '2026-11-17', '2026-11-16')).toBe(0)
    const fernanda = db.funcionarios.filter((f) => f.id === 1)
    expect(cargaPrevistaPeriodo(db, '2026-11-16', '2026-11-22', fernanda)).toBe(4 * 480)
  })
})
