import { cn } from '@/shared/lib'

/** A figure that opens the days behind it (issue 15); a coloured figure keeps its colour (TC-173). */
export function BotaoDosDias({
  rotulo,
  valor,
  colorido,
  onAbrir,
}: {
  rotulo: string
  valor: string | number
  colorido?: boolean
  onAbrir: (botao: HTMLButtonElement) => void
}) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-label={`Ver os dias de ${rotulo} (${valor})`}
      onClick={(event) => onAbrir(event.currentTarget)}
      className={cn(
        'font-mono font-semibold tabular-nums',
        colorido ? 'text-current' : 'text-brand-700',
        '-mx-1 cursor-pointer rounded px-1 underline decoration-dotted underline-offset-2',
        'hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500',
      )}
    >
      {valor}
    </button>
  )
}
