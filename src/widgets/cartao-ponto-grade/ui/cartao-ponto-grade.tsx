import { useMemo } from 'react'
import { useTable } from '@tanstack/react-table'
import {
  COLUNAS_CARTAO,
  columnCount,
  diasDoCartao,
  visibleColumns,
  type CartaoPonto,
  type DiaCartao,
  type RowTone,
} from '@/entities/cartao-ponto'
import { useSessao } from '@/entities/sessao'
import { cn, formatDayMonth } from '@/shared/lib'
import { buildColumns, features } from './columns'
import { DndGrade } from './dnd-grade'
import { GradeContext } from './grade-context'
import { SlotEditor } from './slot-editor'
import { GRADE_SLOTS_ATTR } from './slot-navegacao'
import { useDiaAlvo } from './use-dia-alvo'

const TONE_CLASS: Record<RowTone, string> = {
  danger: 'bg-danger-50',
  success: 'bg-success-50',
  default: 'bg-white',
}

export interface CartaoPontoGradeProps {
  cartao: CartaoPonto
}

/** The daily grid of the time card (TC-066..TC-098). */
export function CartaoPontoGrade({ cartao }: CartaoPontoGradeProps) {
  const sessao = useSessao()
  const columns = useMemo(() => buildColumns(sessao), [sessao])
  const data = useMemo(() => diasDoCartao(cartao), [cartao])
  const visiveis = useMemo(() => visibleColumns(sessao, cartao), [sessao, cartao])
  const columnVisibility = useMemo(() => Object.fromEntries(COLUNAS_CARTAO.map((id) => [id, visiveis.includes(id)])), [visiveis])
  const span = columnCount(sessao, cartao)
  const table = useTable({ features, columns, data, state: { columnVisibility }, getRowId: (dia: DiaCartao) => dia.data })

  const contexto = useMemo(() => ({ cartao, sessao }), [cartao, sessao])
  useDiaAlvo(cartao)

  return (
    <GradeContext value={contexto}>
      <SlotEditor>
        <DndGrade>
          <div
            role="region"
            aria-label="Cartão ponto"
            {...{ [GRADE_SLOTS_ATTR]: '' }}
            tabIndex={0}
            className="max-h-[calc(100vh-10rem)] overflow-auto rounded-md border border-slate-200 bg-white"
          >
            <table className="w-full border-separate border-spacing-0 text-xs text-slate-800">
              <caption className="sr-only">
                Cartão ponto de {cartao.funcionario.nomeOrNomeSocial}, competência {cartao.competencia.descricaoCurta}
              </caption>
              <thead>
                {table.getHeaderGroups().map((group) => (
                  <tr key={group.id}>
                    {group.headers.map((header) => (
                      <th
                        key={header.id}
                        scope="col"
                        className={cn(
                          'sticky top-0 z-10 border-b border-slate-300 bg-slate-100 px-2 py-1.5 text-left font-semibold whitespace-nowrap text-slate-700',
                          header.column.id === 'dia' && 'left-0 z-20',
                        )}
                      >
                        <table.FlexRender header={header} />
                      </th>
                    ))}
                  </tr>
                ))}
              </thead>
              <tbody>
                {table.getRowModel().rows.map((row) => {
                  const dia = row.original
                  const cells = row.getVisibleCells()
                  return [
                    <tr key={row.id} id={`dia-${dia.data}`} data-testid={`dia-${dia.data}`} data-tone={dia.tone} className={TONE_CLASS[dia.tone]}>
                      {cells.map((cell) => {
                        const meta = cell.column.columnDef.meta
                        const className = cn('border-b border-slate-200 px-2 py-1 align-top whitespace-nowrap', meta?.className)
                        if (cell.column.id === 'dia') {
                          return (
                            <th key={cell.id} scope="row" className={cn(className, 'sticky left-0 z-[1] bg-inherit text-left font-normal')}>
                              <table.FlexRender cell={cell} />
                            </th>
                          )
                        }
                        return (
                          <td key={cell.id} className={className} {...meta?.cellProps?.(dia)}>
                            <table.FlexRender cell={cell} />
                          </td>
                        )
                      })}
                    </tr>,
                    dia.mensagem && (
                      <tr key={`${row.id}-erro`} data-testid={`erro-${dia.data}`} className="bg-danger-500 text-white">
                        <td colSpan={span} className="px-2 py-1 font-medium">
                          <span className="sticky left-2">
                            <span className="sr-only">Erro em {formatDayMonth(dia.data)}: </span>
                            <span>{dia.mensagem}</span>
                          </span>
                        </td>
                        {cells.length > span && <td colSpan={cells.length - span} />}
                      </tr>
                    ),
                  ]
                })}
              </tbody>
            </table>
          </div>
        </DndGrade>
      </SlotEditor>
    </GradeContext>
  )
}
