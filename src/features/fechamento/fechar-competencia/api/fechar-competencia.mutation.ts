import { useMutation } from '@tanstack/react-query'
import { competenciaQueries } from '@/entities/competencia'
import { fecharCompetencia, fechamentoQueries } from '@/entities/fiscal/fechamento'
import { CARTAO_DERIVADOS } from '@/shared/api'

/** BATCH-018: closes the competence; its cards (now read-only), the closings and the competences reload. */
export function useFecharCompetencia() {
  return useMutation({
    mutationFn: fecharCompetencia,
    meta: { invalidates: [fechamentoQueries.all(), CARTAO_DERIVADOS, competenciaQueries.all()] },
  })
}
