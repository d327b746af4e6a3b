export { usuarioResumoSchema, type UsuarioResumo } from '@/shared/api/contract/responsaveis'
