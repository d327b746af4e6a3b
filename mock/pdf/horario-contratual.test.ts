import { describe, expect, it } from 'vitest'
import { seedHorarios, HORARIO } from '../db/seed/horarios'
import { horarioContratual } from './horario-contratual'

const horario = (id: number) => seedHorarios().find((h) => h.id === id)!

describe('horarioContratual', () => {
  it('collapses equal weekdays into ranges and names the type and tolerance', () => {
    expect(horarioContratual(horario(HORARIO.administrativo))).toBe(
      '001 - Administrativo 08:00-12:00 / 13:00-17:00 (Fixo): Seg a Sex 08:00-12:00 13:00-17:00; Sáb e Dom folga; tolerância 5 min por marcação e 10 min por dia',
    )
    expect(horarioContratual(horario(HORARIO.comercial44))).toContain('Seg a Sex 08:00-12:00 13:00-17:00; Sáb 08:00-12:00; Dom folga')
  })

  it('describes a rotating cycle, a daily workload and a weekly one', () => {
    expect(horarioContratual(horario(HORARIO.revezamentoNoturno)))
      .toContain('(Revezamento): 1º dia 19:00-07:00; 2º dia folga (ciclo iniciado em 01/01/2024)')
    expect(horarioContratual(horario(HORARIO.flexivel))).toContain('Seg a Sex 08:00 diárias; Sáb e Dom folga')
    expect(horarioContratual(horario(HORARIO.cargaHoraria44))).toContain('44:00 semanais')
    expect(horarioContratual(horario(HORARIO.sobreAviso))).toContain('Seg a Sex folga; Sáb e Dom sobreaviso 08:00-20:00')
  })
})
