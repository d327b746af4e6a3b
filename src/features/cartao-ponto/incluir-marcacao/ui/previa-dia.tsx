import { useId } from 'react'
import { Checkbox } from '@/shared/ui'
import { avisoForaDeOrdem, type DiaPrevisto, type PreviaDia } from '../model/previa-dia'

function Dia({ dia, rotulo, titulo }: { dia: DiaPrevisto; rotulo: string; titulo?: string }) {
  return (
    <div>
      {titulo && <p className="font-medium">{titulo}</p>}
      <ul aria-label={rotulo} className="font-mono tabular-nums">
        {dia.pares.map((par) => (
          <li key={par.sequencia}>
            {par.entrada ?? '(sem entrada)'} – {par.saida ?? '(sem saída)'}
          </li>
        ))}
      </ul>
      <p>
        Total trabalhado: <span className="font-mono font-semibold tabular-nums">{dia.total}</span>
      </p>
    </div>
  )
}

export interface PreviaDiaProps {
  previa: PreviaDia
  emOrdem: boolean
  onEmOrdemChange: (emOrdem: boolean) => void
}

/**
 * Issue 14: the day as the save leaves it. Out of time order, a warning and the choice (checked) of saving the day in
 * time order, shown as it would be.
 */
export function PreviaDoDia({ previa, emOrdem, onEmOrdemChange }: PreviaDiaProps) {
  const tituloId = useId()
  const { quebra } = previa
  return (
    <section aria-labelledby={tituloId} className="space-y-2 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
      <h3 id={tituloId} className="font-semibold">
        Como o dia ficará
      </h3>
      <Dia dia={previa.dia} rotulo="Pares após salvar" />
      {quebra && (
        <>
          <p role="alert" className="rounded border border-amber-300 bg-amber-50 px-2 py-1 text-amber-900">
            {avisoForaDeOrdem(quebra)}
          </p>
          <Checkbox label="Salvar em ordem de horário" checked={emOrdem} onChange={(event) => onEmOrdemChange(event.target.checked)} />
          {emOrdem && <Dia dia={previa.emOrdem} rotulo="Pares em ordem de horário" titulo="Em ordem de horário, o dia ficará:" />}
        </>
      )}
    </section>
  )
}
