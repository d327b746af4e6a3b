import { createResource, fullTextSearch } from '@/shared/api'
import { usuarioResumoSchema, usuarioSchema, type UsuarioResumo } from './usuario.schema'

export { PERFIS_USUARIO, usuarioSchema, type PerfilUsuario, type Usuario } from './usuario.schema'

/** Users (/admin/usuarios): a Spring page; searched with /search/admin (the pickers keep /search/fulltext). */
export const usuarioResource = createResource({
  key: 'usuario',
  resource: 'usuarios',
  item: usuarioSchema,
  sort: ['name,asc'],
  search: 'admin',
})

/** Users by name, username or e-mail (GET /api/usuarios/search/fulltext), for the pickers. */
export async function buscarUsuarios(text: string, signal?: AbortSignal): Promise<UsuarioResumo[]> {
  return (await fullTextSearch('usuarios', { text, page: 0, size: 20 }, usuarioResumoSchema, signal)).items
}
