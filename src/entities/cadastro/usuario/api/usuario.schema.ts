export {
  PERFIS_USUARIO,
  usuarioSchema,
  type PerfilUsuario,
  type Usuario,
} from '@/shared/api/contract/endpoints/usuarios'
export { usuarioResumoSchema, type UsuarioResumo } from '@/shared/api/contract/responsaveis'
