export { buscarUsuarios, PERFIS_USUARIO, usuarioResource, usuarioSchema } from './api/usuario'
export { usuarioResumoSchema, type UsuarioResumo } from '@/shared/api/contract/responsaveis'
export type { PerfilUsuario, Usuario } from './api/usuario'
