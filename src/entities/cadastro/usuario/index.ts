export { PERFIS_USUARIO, usuarioResource, usuarioSchema } from './api/usuario'
export type { PerfilUsuario, Usuario } from './api/usuario'
