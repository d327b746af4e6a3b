import { useMutation } from '@tanstack/react-query'
import { importacaoAfdQueries, reprocessarAfd } from '@/entities/fiscal/importacao-afd'
import { CARTAO_DERIVADOS } from '@/shared/api'

/** Imports again the punches of a file that were waiting (new employees, reopened months). */
export function useReprocessarAfd() {
  return useMutation({
    mutationFn: reprocessarAfd,
    meta: { invalidates: [importacaoAfdQueries.all(), CARTAO_DERIVADOS] },
  })
}
