import type { DiaCartao } from '@/entities/cartao-ponto'
import { formatDayMonth } from '@/shared/lib'
import { DiaMenu } from './dia-menu'

/** The day column: date and weekday, and the day's menu (TC-111). */
export function DiaCell({ dia }: { dia: DiaCartao }) {
  return (
    <span className="inline-flex items-center whitespace-nowrap">
      <span>
        <span className="font-mono tabular-nums">{formatDayMonth(dia.data)}</span>{' '}
        <span className="text-slate-600">{dia.registro.diaSemanaAbreviado}</span>
      </span>
      <DiaMenu dia={dia} />
    </span>
  )
}
