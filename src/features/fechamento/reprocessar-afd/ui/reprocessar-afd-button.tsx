import { contagem } from '@/shared/lib'
import { Button, ErrorAlert } from '@/shared/ui'
import { useReprocessarAfd } from '../api/reprocessar-afd.mutation'

/** 'Reprocessar' an imported AFD; shows how many punches it brought this time. */
export function ReprocessarAfdButton({ id, nomeArquivo }: { id: number; nomeArquivo: string }) {
  const reprocessar = useReprocessarAfd()
  const antes = reprocessar.variables === id ? reprocessar.data : undefined
  return (
    <div className="flex flex-col items-end gap-1">
      <ErrorAlert error={reprocessar.error} />
      <Button
        size="sm"
        variant="secondary"
        busy={reprocessar.isPending}
        onClick={() => {
          if (!reprocessar.isPending) reprocessar.mutate(id)
        }}
        aria-label={`Reprocessar ${nomeArquivo}`}
      >
        Reprocessar
      </Button>
      {antes && (
        <p role="status" className="text-xs text-slate-600">
          Reprocessado:{' '}
          {antes.pendentes.length === 0
            ? 'nenhuma marcação pendente'
            : contagem(antes.pendentes.length, 'marcação pendente', 'marcações pendentes')}
          .
        </p>
      )}
    </div>
  )
}
