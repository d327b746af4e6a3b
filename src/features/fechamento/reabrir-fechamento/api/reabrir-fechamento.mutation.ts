import { useMutation } from '@tanstack/react-query'
import { cartaoPontoQueries } from '@/entities/cartao-ponto'
import { competenciaQueries } from '@/entities/competencia'
import { fechamentoQueries, reabrirFechamento } from '@/entities/fiscal/fechamento'

/** Reopens the competence: its cards can be corrected again. */
export function useReabrirFechamento() {
  return useMutation({
    mutationFn: reabrirFechamento,
    meta: { invalidates: [fechamentoQueries.all(), cartaoPontoQueries.all(), competenciaQueries.all()] },
  })
}
