import { useMutation } from '@tanstack/react-query'
import { cartaoPontoQueries } from '@/entities/cartao-ponto'
import { competenciaQueries } from '@/entities/competencia'
import { fecharCompetencia, fechamentoQueries } from '@/entities/fiscal/fechamento'

/** BATCH-018: closes the competence; its cards (now read-only), the closings and the competences reload. */
export function useFecharCompetencia() {
  return useMutation({
    mutationFn: fecharCompetencia,
    meta: { invalidates: [fechamentoQueries.all(), cartaoPontoQueries.all(), competenciaQueries.all()] },
  })
}
