export interface ProgressoEspelhosProps {
  prontos: number
  total: number
}

/** The job's progress: a bar and "12 de 48 espelhos". */
export function ProgressoEspelhos({ prontos, total }: ProgressoEspelhosProps) {
  const texto = `${prontos} de ${total} ${total === 1 ? 'espelho' : 'espelhos'}`
  const porcento = total > 0 ? Math.round((prontos / total) * 100) : 0
  return (
    <div className="flex flex-col gap-1">
      <div
        role="progressbar"
        aria-label="Gerando espelhos"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={prontos}
        aria-valuetext={texto}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-brand-500 transition-[width]" style={{ width: `${porcento}%` }} />
      </div>
      <p className="text-sm text-slate-700">{texto}</p>
    </div>
  )
}
