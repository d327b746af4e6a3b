import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { apiDelete, apiGet, apiPost } from '@/shared/api'
import { usuarioResumoSchema } from './responsavel.schema'

/** The registers whose items have responsible users (REG-065 departments, REG-069 work places). */
export type RecursoComResponsaveis = 'departamentos' | 'locaistrabalho'

export interface ItemComResponsaveis {
  recurso: RecursoComResponsaveis
  id: number | string
}

const caminho = ({ recurso, id }: ItemComResponsaveis) => `/api/${recurso}/${id}/responsaveis` as const

/** The entity's query factory: the responsible users of one item (GET /api/{recurso}/{id}/responsaveis). */
export const responsavelQueries = {
  all: () => ['responsavel'] as const,
  doItem: ({ recurso, id }: ItemComResponsaveis) =>
    queryOptions({
      queryKey: [...responsavelQueries.all(), recurso, String(id)] as const,
      queryFn: ({ signal }) => apiGet(caminho({ recurso, id }), z.array(usuarioResumoSchema), { signal }),
    }),
}

/** POST /api/{recurso}/{id}/responsaveis. */
export const adicionarResponsavel = ({ usuario, ...item }: ItemComResponsaveis & { usuario: string }) =>
  apiPost(caminho(item), { usuario })

/** DELETE /api/{recurso}/{id}/responsaveis/{usuario}. */
export const removerResponsavel = ({ usuario, ...item }: ItemComResponsaveis & { usuario: string }) =>
  apiDelete(`${caminho(item)}/${encodeURIComponent(usuario)}`)
