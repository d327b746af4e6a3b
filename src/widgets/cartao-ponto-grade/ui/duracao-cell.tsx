import { hhmmSign, type DiaCartao, type RegistroDia } from '@/entities/cartao-ponto'
import { cn } from '@/shared/lib'

export type CampoDuracao = {
  [K in keyof RegistroDia]: RegistroDia[K] extends string ? K : never
}[keyof RegistroDia]

export interface DuracaoCellProps {
  dia: DiaCartao
  campo: CampoDuracao
  /** Negative red, positive blue (balances). */
  comSinal?: boolean
}

/** An amount of the day (hh:mm). */
export function DuracaoCell({ dia, campo, comSinal = false }: DuracaoCellProps) {
  const valor = dia.registro[campo]
  if (!comSinal) return valor
  const sinal = hhmmSign(valor)
  return <span className={cn(sinal < 0 && 'text-danger-500', sinal > 0 && 'text-brand-600')}>{valor}</span>
}
