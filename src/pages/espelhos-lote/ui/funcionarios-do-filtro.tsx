import { useQuery } from '@tanstack/react-query'
import { funcionarioLabel, funcionarioQueries, type FuncionarioFiltro } from '@/entities/funcionario'
import { Checkbox, Spinner } from '@/shared/ui'

/** Employees listed to choose from; the PDF of the whole filter has them all whatever this shows. */
export const FUNCIONARIOS_LISTADOS = 200

export interface FuncionariosDoFiltroProps {
  filtro: FuncionarioFiltro
  somenteEstes: boolean
  selecionados: ReadonlySet<number>
  onSelecionar: (id: number, marcado: boolean) => void
}

/** The employees of the filter (as the time card lists them), with a checkbox each for 'Somente estes'. */
export function FuncionariosDoFiltro({ filtro, somenteEstes, selecionados, onSelecionar }: FuncionariosDoFiltroProps) {
  const busca = useQuery(funcionarioQueries.search({ filtro, page: 0, size: FUNCIONARIOS_LISTADOS }))
  if (busca.isPending) return <Spinner />
  if (!busca.data) return null
  const { items, page } = busca.data
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-slate-700">
        {page.totalElements === 1 ? '1 funcionário no filtro' : `${page.totalElements} funcionários no filtro`}
        {page.totalElements > items.length && ` (listados os primeiros ${items.length})`}
      </p>
      <ul aria-label="Funcionários do filtro" className="max-h-72 overflow-y-auto rounded border border-slate-200 p-2">
        {items.map((f) => (
          <li key={f.id}>
            {somenteEstes ? (
              <Checkbox
                label={funcionarioLabel(f)}
                checked={selecionados.has(f.id)}
                onChange={(event) => onSelecionar(f.id, event.target.checked)}
              />
            ) : (
              <span className="text-sm text-slate-800">{funcionarioLabel(f)}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
