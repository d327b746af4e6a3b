import { z } from 'zod/mini'
import type { Acesso, DefinicaoEndpoint } from './endpoint'
import { documentar } from './documentar'

/** A user as pickers and responsible-user lists show them. */
export const usuarioResumoSchema = z.object({ id: z.string(), username: z.string(), name: z.string(), email: z.optional(z.string()) })
documentar(usuarioResumoSchema, { id: 'UsuarioResumo' })
export type UsuarioResumo = z.infer<typeof usuarioResumoSchema>

export const USUARIO_NAO_ENCONTRADO = 'usuário não encontrado'

/** POST …/responsaveis: the user to add; whether that user exists is checked against the database. */
export const responsavelCorpoSchema = z.object({ usuario: z.string({ error: USUARIO_NAO_ENCONTRADO }) })
documentar(responsavelCorpoSchema, { id: 'ResponsavelCorpo' })

type ChavesResponsaveis<P extends string> =
  | `GET ${P}/:id/responsaveis`
  | `POST ${P}/:id/responsaveis`
  | `DELETE ${P}/:id/responsaveis/:usuario`

/** The responsible users of a register's items (REG-065, REG-069), as the mock's `responsaveisHandlers` serves them. */
export function endpointsDeResponsaveis<const P extends `/api/${string}`>(
  caminho: P,
  { escrita, requisitos }: { escrita: Acesso; requisitos: readonly string[] },
): Record<ChavesResponsaveis<P>, DefinicaoEndpoint> {
  return {
    // Usernames and e-mails: only for who manages the register (its screen asks for that role too), not for any user.
    [`GET ${caminho}/:id/responsaveis`]: { acesso: escrita, origem: 'extensao', resposta: z.array(usuarioResumoSchema) },
    [`POST ${caminho}/:id/responsaveis`]: { acesso: escrita, requisitos, corpo: responsavelCorpoSchema },
    [`DELETE ${caminho}/:id/responsaveis/:usuario`]: { acesso: escrita, requisitos },
  } as Record<ChavesResponsaveis<P>, DefinicaoEndpoint>
}
