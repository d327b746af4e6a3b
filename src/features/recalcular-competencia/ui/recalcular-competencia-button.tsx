import { useMutation } from '@tanstack/react-query'
import { isAberta, mesAno, recalcularCompetencia, type Competencia } from '@/entities/competencia'
import { CARTAO_DERIVADOS, errorMessage } from '@/shared/api'
import { Button } from '@/shared/ui'

/** REG-046/047: recalculates a competence; its state (on, off, error) shows on the button of that competence only. */
export function RecalcularCompetenciaButton({ competencia }: { competencia: Competencia }) {
  const mutation = useMutation({ mutationFn: recalcularCompetencia, meta: { invalidates: [CARTAO_DERIVADOS] } })
  const estado = mutation.isPending ? 'on' : mutation.isError ? 'error' : 'off'
  return (
    <span className="inline-flex items-center gap-2" data-recalculo={estado}>
      <Button
        variant="secondary"
        size="sm"
        busy={mutation.isPending}
        disabled={!isAberta(competencia)}
        aria-label={`Recalcular ${mesAno(competencia)}`}
        onClick={(event) => {
          event.stopPropagation()
          mutation.mutate(competencia.id)
        }}
      >
        Recalcular
      </Button>
      {mutation.isError && (
        <span role="alert" className="text-xs text-danger-700">
          {errorMessage(mutation.error)}
        </span>
      )}
      {mutation.isSuccess && <span className="text-xs text-success-500">Recalculada</span>}
    </span>
  )
}
