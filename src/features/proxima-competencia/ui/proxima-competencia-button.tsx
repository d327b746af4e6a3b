import { useMutation } from '@tanstack/react-query'
import { competenciaQueries, proximaCompetencia } from '@/entities/competencia'
import { Button, ErrorAlert } from '@/shared/ui'

/** REG-042: opens the next competence; the lists (and the time card's options) refresh. */
export function ProximaCompetenciaButton() {
  const mutation = useMutation({ mutationFn: proximaCompetencia, meta: { invalidates: [competenciaQueries.all()] } })
  return (
    <>
      <ErrorAlert error={mutation.error} />
      <Button variant="secondary" busy={mutation.isPending} onClick={() => mutation.mutate()}>
        Próxima competência
      </Button>
    </>
  )
}
