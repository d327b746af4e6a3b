import { memo, type ReactNode } from 'react'
import type { Cell, Row } from '@tanstack/react-table'
import type { ColunaCartao, DiaCartao, RowTone } from '@/entities/cartao-ponto'
import { cn, formatDayMonth } from '@/shared/lib'
import type { features } from './columns'

const TONE_CLASS: Record<RowTone, string> = {
  danger: 'bg-danger-50',
  success: 'bg-success-50',
  default: 'bg-white',
}

interface CorpoDaGradeProps {
  rows: Row<typeof features, DiaCartao>[]
  /** The columns shown: a change redraws the rows (the row model itself does not change with them). */
  columnVisibility: Record<string, boolean>
  span: number
  recolhidas: ReadonlySet<ColunaCartao>
  px: string
  py: string
}

/** The days of the grid: a day and its error line. */
export const CorpoDaGrade = memo(function CorpoDaGrade({ rows, columnVisibility, span, recolhidas, px, py }: CorpoDaGradeProps) {
  return (
    <tbody>
      {rows.map((row) => (
        <LinhaDoDia key={row.id} row={row} columnVisibility={columnVisibility} span={span} recolhidas={recolhidas} px={px} py={py} />
      ))}
    </tbody>
  )
})

/**
 * What a cell shows. Every column's `cell` only builds its element (no hooks: `columns.tsx`), so it is called here
 * instead of being mounted as a component of its own: two components fewer per cell, ~1,800 per card.
 */
function conteudo(cell: Cell<typeof features, DiaCartao, unknown>): ReactNode {
  const render = cell.column.columnDef.cell
  return typeof render === 'function' ? render(cell.getContext()) : render
}

type LinhaDoDiaProps = Omit<CorpoDaGradeProps, 'rows'> & { row: Row<typeof features, DiaCartao> }

/**
 * A day draws again only when the day itself or the grid's layout changed: the table builds new row objects for every
 * new card, while a day that did not change keeps its object (`diasDoCartao`), so a correction redraws one row.
 */
const mesmaLinha = ({ row, ...antes }: LinhaDoDiaProps, { row: nova, ...depois }: LinhaDoDiaProps) =>
  row.original === nova.original && (Object.keys(antes) as (keyof typeof antes)[]).every((prop) => antes[prop] === depois[prop])

const LinhaDoDia = memo(function LinhaDoDia({ row, span, recolhidas, px, py }: LinhaDoDiaProps) {
  const dia = row.original
  const cells = row.getVisibleCells()
  const spanDoErro = Math.min(span, cells.length)
  return (
    <>
      <tr id={`dia-${dia.data}`} data-testid={`dia-${dia.data}`} data-tone={dia.tone} className={TONE_CLASS[dia.tone]}>
        {cells.map((cell) => {
          const meta = cell.column.columnDef.meta
          const recolhida = recolhidas.has(cell.column.id as ColunaCartao)
          const className = cn(
            'border-b border-slate-200 align-top whitespace-nowrap',
            py,
            // A narrow column's slot is a 24 px target of its own (WCAG 2.5.8), not overlapping its neighbours.
            recolhida ? 'px-0' : px,
            meta?.className,
          )
          if (cell.column.id === 'dia') {
            return (
              <th key={cell.id} scope="row" className={cn(className, 'sticky left-0 z-[1] bg-inherit text-left font-normal')}>
                {conteudo(cell)}
              </th>
            )
          }
          return (
            <td key={cell.id} className={className} {...meta?.cellProps?.(dia)}>
              {conteudo(cell)}
            </td>
          )
        })}
      </tr>
      {dia.mensagem && (
        <tr data-testid={`erro-${dia.data}`} className="bg-danger-500 text-white">
          <td colSpan={spanDoErro} className={cn('font-medium', px, py)}>
            <span className="sticky left-2">
              <span className="sr-only">Erro em {formatDayMonth(dia.data)}: </span>
              <span>{dia.mensagem}</span>
            </span>
          </td>
          {cells.length > spanDoErro && <td colSpan={cells.length - spanDoErro} />}
        </tr>
      )}
    </>
  )
}, mesmaLinha)
