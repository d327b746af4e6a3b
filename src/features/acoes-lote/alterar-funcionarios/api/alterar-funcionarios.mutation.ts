import { useMutation } from '@tanstack/react-query'
import { acaoLoteQueries, acaoLoteResumoSchema, type SelecaoBody } from '@/entities/acao-lote'
import { funcionarioResource } from '@/entities/funcionario'
import { apiPost, CARTAO_DERIVADOS } from '@/shared/api'

/** BATCH-003: POST /api/acoes-lote/funcionarios/bulk-update; answers the batch action recorded. */
export const alterarFuncionariosLote = (pedido: SelecaoBody & Record<string, unknown>) =>
  apiPost('/api/acoes-lote/funcionarios/bulk-update', pedido, acaoLoteResumoSchema)

/** The employees' register, the cards and the batch list reload after it. */
export function useAlterarFuncionariosLote() {
  return useMutation({
    mutationFn: alterarFuncionariosLote,
    meta: { invalidates: [CARTAO_DERIVADOS, acaoLoteQueries.all(), funcionarioResource.queries.all()] },
  })
}
