import type { DiaCartao } from '@/entities/cartao-ponto'
import { formatDayMonth } from '@/shared/lib'

/** The day column: date and weekday. */
export function DiaCell({ dia }: { dia: DiaCartao }) {
  return (
    <span className="whitespace-nowrap">
      <span className="font-mono tabular-nums">{formatDayMonth(dia.data)}</span>{' '}
      <span className="text-slate-600">{dia.registro.diaSemanaAbreviado}</span>
    </span>
  )
}
