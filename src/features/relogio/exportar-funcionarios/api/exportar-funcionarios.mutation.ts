import { useMutation } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { coletorResource } from '@/entities/cadastro/equipamento'
import { apiPost } from '@/shared/api'

export interface ExportarFuncionarios {
  equipamentoId: number
  funcionarioIds: number[]
}

export const exportacaoSchema = z.object({
  equipamento: z.object({ id: z.number(), descricao: z.string() }),
  coletor: z.object({ id: z.number(), descricao: z.string() }),
  enviados: z.number(),
  totalNoColetor: z.number(),
  enviadoEm: z.string(),
})
export type Exportacao = z.output<typeof exportacaoSchema>

/** Sends the employees to the clock's collector (POST /api/exportacao-equipamento). */
export const exportarFuncionarios = (body: ExportarFuncionarios) => apiPost('/api/exportacao-equipamento', body, exportacaoSchema)

/** The collector now holds more employees (and was contacted): its register reloads. */
export function useExportarFuncionarios() {
  return useMutation({ mutationFn: exportarFuncionarios, meta: { invalidates: [coletorResource.queries.all()] } })
}
