import { useMutation } from '@tanstack/react-query'
import { apiDownload } from '@/shared/api'
import type { CartaoPontoId } from '@/entities/cartao-ponto'

export interface ImprimirEspelho extends CartaoPontoId {
  /** Who issues the time sheet: the logged-in user's name (docs/decisions.md). */
  emissor: string
}

/** TC-043: GET /api/funcionarios/{id}/competencia/{id}/espelho-ponto?emissor → the PDF. */
export const imprimirEspelho = ({ funcionarioId, competenciaId, emissor }: ImprimirEspelho) =>
  apiDownload('GET', `/api/funcionarios/${funcionarioId}/competencia/${competenciaId}/espelho-ponto`, {
    query: { emissor },
  })

export function useImprimirEspelho() {
  return useMutation({ mutationFn: imprimirEspelho })
}
