import { useMutation } from '@tanstack/react-query'
import { coletorResource } from '@/entities/cadastro/equipamento'
import { apiPost } from '@/shared/api'
import { exportacaoEquipamentoSchema } from './exportacao.schema'

export interface ExportarFuncionarios {
  equipamentoId: number
  funcionarioIds: number[]
}

export type { ExportacaoEquipamento as Exportacao } from './exportacao.schema'

/** Sends the employees to the clock's collector (POST /api/exportacao-equipamento). */
export const exportarFuncionarios = (body: ExportarFuncionarios) => apiPost('/api/exportacao-equipamento', body, exportacaoEquipamentoSchema)

/** The collector now holds more employees (and was contacted): its register reloads. */
export function useExportarFuncionarios() {
  return useMutation({ mutationFn: exportarFuncionarios, meta: { invalidates: [coletorResource.queries.all()] } })
}
