import { Link } from '@tanstack/react-router'
import type { HomeCount } from '@/entities/home'
import { formatarInteiro } from '@/shared/lib'

export const TILES: readonly { kind: HomeCount; label: string; path: string }[] = [
  { kind: 'funcionarios', label: 'Funcionários', path: '/funcionario' },
  { kind: 'departamentos', label: 'Departamentos', path: '/departamento' },
  { kind: 'cargos', label: 'Cargos', path: '/cargo' },
  { kind: 'localtrabalho', label: 'Locais de Trabalho', path: '/localtrabalho' },
]

/** HOME-001, HOME-003..006: the four count tiles. */
export function CountTiles({ counts }: { counts: Partial<Record<HomeCount, number>> }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label="Totais">
      {TILES.map((tile) => {
        const count = counts[tile.kind]
        return (
          <li key={tile.kind}>
            <Link
              to={tile.path as string}
              className="flex flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-xs hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              <span className="text-3xl font-semibold text-slate-900">
                {count === undefined ? '–' : formatarInteiro(count)}
              </span>
              <span className="text-sm text-slate-600">{tile.label}</span>
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
