import { useMutation } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { funcionarioQueries } from '@/entities/funcionario'
import { apiDelete, apiPost, CARTAO_DERIVADOS, fullTextSearch } from '@/shared/api'
import { VINCULOS_FUNCIONARIO_PAGINA, type RegistroVinculado, type TipoVinculoFuncionario } from '../model/vinculo-funcionario'

const caminho = (funcionarioId: number, tipo: TipoVinculoFuncionario) => `/api/funcionarios/${funcionarioId}/vinculos/${tipo}` as const

/** The employee and every card follow a link change (the card reads the links on each load). */
const invalidates = () => [CARTAO_DERIVADOS, funcionarioQueries.all()]

/** A new link from `inicio`: the server closes the one in force the day before (day banks run side by side). */
export function useIncluirVinculo(funcionarioId: number, tipo: TipoVinculoFuncionario) {
  return useMutation({
    mutationFn: (body: { registroId: number; inicio: string }) => apiPost(caminho(funcionarioId, tipo), body),
    meta: { invalidates: invalidates() },
  })
}

/** Removes a link that has not started yet. */
export function useRemoverVinculo(funcionarioId: number, tipo: TipoVinculoFuncionario) {
  return useMutation({
    mutationFn: (vinculoId: number) => apiDelete(`${caminho(funcionarioId, tipo)}/${vinculoId}`),
    meta: { invalidates: invalidates() },
  })
}

const registroSchema = z.object({ id: z.number(), descricao: z.string(), codigo: z.optional(z.unknown()) })

/** The register picker: its full-text search; schedules read 'codigo - descricao'. */
export async function buscarRegistros(tipo: TipoVinculoFuncionario, text: string, signal: AbortSignal): Promise<RegistroVinculado[]> {
  const pagina = await fullTextSearch(VINCULOS_FUNCIONARIO_PAGINA[tipo].resource, { text, page: 0, size: 30 }, registroSchema, signal)
  return pagina.items.map((r) => ({
    id: r.id,
    label: tipo === 'quadroHorario' && r.codigo ? `${String(r.codigo)} - ${r.descricao}` : r.descricao,
  }))
}
