import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { fullTextSearch } from './full-text-search'
import { apiDelete, apiGet, apiPost } from './http-client'

/** A user as pickers and responsible-user lists show them. */
export const usuarioResumoSchema = z.object({ id: z.string(), username: z.string(), name: z.string(), email: z.optional(z.string()) })
export type UsuarioResumo = z.infer<typeof usuarioResumoSchema>

/** Users by name, username or e-mail (GET /api/usuarios/search/fulltext), for the pickers. */
export async function buscarUsuarios(text: string, signal?: AbortSignal): Promise<UsuarioResumo[]> {
  return (await fullTextSearch('usuarios', { text, page: 0, size: 20 }, usuarioResumoSchema, signal)).items
}

/**
 * REG-065/069: the responsible users of a register's items (departamentos, locaistrabalho): GET and POST
 * /api/{resource}/{id}/responsaveis, DELETE /api/{resource}/{id}/responsaveis/{usuario}. Keys under the entity's root.
 */
export function createResponsaveis(key: string, resource: string) {
  const path = (id: number | string) => `/api/${resource}/${id}/responsaveis`
  return {
    query: (id: number | string) =>
      queryOptions({
        queryKey: [key, 'responsaveis', String(id)] as const,
        queryFn: ({ signal }) => apiGet(path(id), z.array(usuarioResumoSchema), { signal }),
      }),
    adicionar: ({ id, usuario }: { id: number | string; usuario: string }) => apiPost(path(id), { usuario }),
    remover: ({ id, usuario }: { id: number | string; usuario: string }) => apiDelete(`${path(id)}/${encodeURIComponent(usuario)}`),
  }
}

export type Responsaveis = ReturnType<typeof createResponsaveis>
