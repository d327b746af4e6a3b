import type { HorarioFlatDia } from '../api/horario.schema'
import { NOMES_DIAS } from './horario'

export interface ParFlat {
  entrada: string | null
  saida: string | null
}

const PARES = [1, 2, 3, 4] as const

/** REG-031: a flat row's pairs (entrada1/saida1..entrada4/saida4), up to the last one with a time. */
export function paresDoDia(dia: HorarioFlatDia): ParFlat[] {
  const pares = PARES.map((n) => ({ entrada: dia[`entrada${n}`], saida: dia[`saida${n}`] }))
  while (pares.length > 0 && pares.at(-1)?.entrada === null && pares.at(-1)?.saida === null) pares.pop()
  return pares
}

/** The row's day: its weekday, or 'Dia n' of a rotating cycle. */
export const nomeDiaFlat = (dia: HorarioFlatDia) => (dia.diaSemana ? NOMES_DIAS[dia.diaSemana] : `Dia ${dia.sequencia ?? ''}`.trim())
