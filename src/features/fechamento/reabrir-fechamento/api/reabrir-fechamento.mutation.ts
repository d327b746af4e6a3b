import { useMutation } from '@tanstack/react-query'
import { competenciaQueries } from '@/entities/competencia'
import { fechamentoQueries, reabrirFechamento } from '@/entities/fiscal/fechamento'
import { CARTAO_DERIVADOS } from '@/shared/api'

/** Reopens the competence: its cards can be corrected again. */
export function useReabrirFechamento() {
  return useMutation({
    mutationFn: reabrirFechamento,
    meta: { invalidates: [fechamentoQueries.all(), CARTAO_DERIVADOS, competenciaQueries.all()] },
  })
}
