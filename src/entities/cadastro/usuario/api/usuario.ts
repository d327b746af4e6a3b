import { z } from 'zod/mini'
import { createResource } from '@/shared/api'

/** The profiles a user can be given (realm roles; each brings its permissions). */
export const PERFIS_USUARIO = ['administrador', 'rh', 'responsavel', 'supervisor', 'usuario'] as const
export type PerfilUsuario = (typeof PERFIS_USUARIO)[number]

/** A user of the identity service as the administration sees it (never the password). */
export const usuarioSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  cpf: z.nullable(z.string()),
  celular: z.nullable(z.string()),
  perfil: z.nullable(z.enum(PERFIS_USUARIO)),
  funcionario: z.nullable(z.object({ id: z.number(), nome: z.string() })),
})
export type Usuario = z.infer<typeof usuarioSchema>

/** Users (/admin/usuarios): a Spring page; searched with /search/admin (the pickers keep /search/fulltext). */
export const usuarioResource = createResource({
  key: 'usuario',
  resource: 'usuarios',
  item: usuarioSchema,
  sort: ['name,asc'],
  search: 'admin',
})
