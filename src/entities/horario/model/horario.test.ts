import { describe, expect, it } from 'vitest'
import { copiarSegunda, DIAS_SEMANA, TIPOS_HORARIO, type DiaSemana, type SlotHorario } from './horario'

const slot = (entrada: string, saida: string, id: number, diaSemana: DiaSemana): SlotHorario => ({
  id,
  sequencia: 1,
  diaSemana,
  entrada,
  saida,
  modoEntrada: 'MARCACAO',
  modoSaida: 'PRE_ASSINALADO',
})

describe('horario', () => {
  it('[REG-023] labels the six schedule types', () => {
    expect(TIPOS_HORARIO).toEqual({
      FLEXIVEL: 'Flexível',
      FIXO: 'Fixo',
      FIXO_INTERVALO_FLEXIVEL: 'Fixo com Intervalo Flexível',
      REVEZAMENTO: 'Revezamento',
      CARGA_HORARIA: 'Carga Horária',
      SOBRE_AVISO: 'Sobre Aviso',
    })
  })

  it('[REG-026][REG-027] copies Monday to Tuesday–Friday, clearing ids and weekday; the weekend stays', () => {
    const semana = Object.fromEntries(DIAS_SEMANA.map((d) => [d, [] as SlotHorario[]])) as Record<DiaSemana, SlotHorario[]>
    semana.SEGUNDA = [slot('08:00', '12:00', 1, 'SEGUNDA'), slot('13:00', '17:00', 2, 'SEGUNDA')]
    semana.SABADO = [slot('08:00', '12:00', 9, 'SABADO')]
    semana.TERCA = [slot('09:00', '10:00', 5, 'TERCA')]
    const copiada = copiarSegunda(semana)
    for (const dia of ['TERCA', 'QUARTA', 'QUINTA', 'SEXTA'] as const) {
      expect(copiada[dia]).toEqual([
        { ...slot('08:00', '12:00', 1, 'SEGUNDA'), id: null, diaSemana: null },
        { ...slot('13:00', '17:00', 2, 'SEGUNDA'), id: null, diaSemana: null },
      ])
    }
    expect(copiada.SEGUNDA).toBe(semana.SEGUNDA)
    expect(copiada.SABADO).toEqual([slot('08:00', '12:00', 9, 'SABADO')])
    expect(copiada.TERCA).not.toBe(copiada.QUARTA)
  })
})
