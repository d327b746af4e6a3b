import type { MarcacaoDoDia } from '@/entities/relogio'
import { Card, EmptyState } from '@/shared/ui'

const TIPO: Record<string, string> = { ORIGINAL: 'Original', INCLUIDO: 'Incluída', PRE_ASSINALADO: 'Pré-assinalada' }

/** Today's punches so far, in time order (disregarded ones marked). */
export function MarcacoesDoDia({ marcacoes }: { marcacoes: readonly MarcacaoDoDia[] }) {
  return (
    <Card title="Marcações de hoje">
      {marcacoes.length === 0 ? (
        <EmptyState>Nenhuma marcação registrada hoje.</EmptyState>
      ) : (
        <ol aria-label="Marcações de hoje" className="flex flex-wrap gap-2">
          {marcacoes.map((m) => (
            <li
              key={m.id}
              className="rounded-md border border-slate-200 px-3 py-1.5 text-sm tabular-nums"
              title={TIPO[m.tipoMarcacao] ?? m.tipoMarcacao}
            >
              <span className={m.desconsiderada ? 'text-slate-500 line-through' : 'font-medium text-slate-900'}>{m.hora}</span>
              {m.desconsiderada && <span className="ml-1 text-xs text-slate-600">(desconsiderada)</span>}
              {m.tipoMarcacao !== 'ORIGINAL' && <span className="ml-1 text-xs text-slate-600">({TIPO[m.tipoMarcacao] ?? m.tipoMarcacao})</span>}
            </li>
          ))}
        </ol>
      )}
    </Card>
  )
}
