import { useMutation } from '@tanstack/react-query'
import { cartaoPontoQueries } from '@/entities/cartao-ponto'
import { importacaoAfdQueries, reprocessarAfd } from '@/entities/fiscal/importacao-afd'

/** Imports again the punches of a file that were waiting (new employees, reopened months). */
export function useReprocessarAfd() {
  return useMutation({
    mutationFn: reprocessarAfd,
    meta: { invalidates: [importacaoAfdQueries.all(), cartaoPontoQueries.all()] },
  })
}
