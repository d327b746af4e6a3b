import type { Manutencao } from '@/entities/cartao-ponto'

/** The hh:mm totals of the time card payload (totalHoras, totalSaldoBancoFinal, ...). */
export type TotalHhmm = {
  [K in keyof Manutencao]: K extends `total${string}` ? (Manutencao[K] extends string ? K : never) : never
}[keyof Manutencao]
