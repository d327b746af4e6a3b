import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { FuncionarioFiltro } from '@/entities/funcionario'
import { lookupQueries } from '@/entities/lookup'
import { MSG_CARREGANDO } from '@/shared/config'
import { chipsDoFiltro, semCampo, type ChipFiltro } from '../model/filtro-campos'

export interface FiltroChipsProps {
  filtro: FuncionarioFiltro
  /** Removing a chip; the caller applies the remaining filter (page 0). */
  onChange: (filtro: FuncionarioFiltro) => void
}

/** TC-032: the active filters, each with its label and a remove button. */
export function FiltroChips({ filtro, onChange }: FiltroChipsProps) {
  const chips = chipsDoFiltro(filtro)
  if (chips.length === 0) return null
  return (
    <ul aria-label="Filtros ativos" className="flex flex-wrap items-center gap-1.5">
      {chips.map((chip) => (
        <li
          key={chip.campo}
          className="inline-flex items-center gap-1 rounded-full border border-brand-500/30 bg-brand-50 py-0.5 pr-1 pl-2.5 text-xs text-slate-800"
        >
          <span className="font-medium">{chip.label}:</span>
          <ChipValor chip={chip} />
          <button
            type="button"
            aria-label={`Remover filtro ${chip.label}`}
            onClick={() => onChange(semCampo(filtro, chip.campo))}
            className="rounded-full p-0.5 text-slate-500 hover:bg-brand-500/10 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-500"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3 fill-current">
              <path d="M5.3 4 10 8.7 14.7 4 16 5.3 11.3 10l4.7 4.7-1.3 1.3-4.7-4.7L5.3 16 4 14.7 8.7 10 4 5.3 5.3 4Z" />
            </svg>
          </button>
        </li>
      ))}
    </ul>
  )
}

function ChipValor({ chip }: { chip: ChipFiltro }) {
  if (chip.kind === 'tri-state') return <span>{chip.valor}</span>
  return <LookupValor chip={chip} />
}

function LookupValor({ chip }: { chip: Extract<ChipFiltro, { kind: 'lookup' }> }) {
  const queryClient = useQueryClient()
  const option = useQuery(lookupQueries.option(queryClient, chip.campo, chip.id))
  if (option.isPending) return <span className="text-slate-500">{MSG_CARREGANDO}</span>
  return <span>{option.data?.label ?? `#${chip.id}`}</span>
}
