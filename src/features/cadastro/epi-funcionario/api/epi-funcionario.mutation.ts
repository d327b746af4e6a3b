import { useMutation } from '@tanstack/react-query'
import { funcionarioQueries } from '@/entities/funcionario'
import { apiDelete, apiPost } from '@/shared/api'
import type { NovoEpiValues } from '../model/epi-funcionario'

const caminho = (funcionarioId: number) => `/api/funcionarios/${funcionarioId}/epis` as const

/** POST /api/funcionarios/{id}/epis */
export function useIncluirEpi(funcionarioId: number) {
  return useMutation({
    mutationFn: (v: NovoEpiValues) =>
      apiPost(caminho(funcionarioId), {
        descricao: v.descricao.trim(),
        ca: v.ca.trim(),
        dataEntrega: v.dataEntrega,
        quantidade: Number(v.quantidade),
        validade: v.validade || null,
      }),
    meta: { invalidates: [funcionarioQueries.all()] },
  })
}

/** DELETE /api/funcionarios/{id}/epis/{epi} */
export function useRemoverEpi(funcionarioId: number) {
  return useMutation({
    mutationFn: (epiId: number) => apiDelete(`${caminho(funcionarioId)}/${epiId}`),
    meta: { invalidates: [funcionarioQueries.all()] },
  })
}
