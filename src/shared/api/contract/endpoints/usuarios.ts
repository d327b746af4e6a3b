import { z } from 'zod/mini'
import { MSG_CELULAR_INVALIDO, MSG_CPF_INVALIDO } from '@/shared/config/mensagens'
import { isValidCpf } from '@/shared/lib/identifiers'
import { AUTENTICADO, algum, definirEndpoints } from '../endpoint'
import { consultaBusca, consultaPaginada, EM_BRANCO, NAO_NULO, paginaSpring, somenteDigitos, textoObrigatorio } from '../esquemas'
import { usuarioResumoSchema } from '../responsaveis'
import { documentar } from '../documentar'

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
documentar(usuarioSchema, { id: 'Usuario' })
export type Usuario = z.infer<typeof usuarioSchema>

export const LOGIN_INVALIDO = 'deve ter de 3 a 50 letras minúsculas, números, ponto, hífen ou sublinhado'
export const EMAIL_INVALIDO = 'e-mail inválido'
export const SENHA_CURTA = 'deve ter ao menos 5 caracteres'
/** A password is required for a new user; blank keeps an existing user's (the handler knows which). */
export const SENHA_OBRIGATORIA = EM_BRANCO

const LOGIN = /^[a-z0-9._-]{3,50}$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** A trimmed, lower-cased text; anything but a text is ''. */
const minusculo = z.pipe(z.catch(z.string(), ''), z.string().check(z.trim(), z.toLowerCase()))
const cpfValido = (v: string) => isValidCpf(v)
const celularValido = (v: string) => v.length === 11

/** CPF and mobile as their digits (the mask is ignored). */
const cpf = z.pipe(somenteDigitos, z.string().check(z.refine(cpfValido, MSG_CPF_INVALIDO)))
const celular = z.pipe(somenteDigitos, z.string().check(z.refine(celularValido, MSG_CELULAR_INVALIDO)))

/** Optional digits: blank is null, anything else must be `valido`. */
const digitosOpcionais = (valido: (v: string) => boolean, mensagem: string) =>
  z.pipe(
    z.pipe(somenteDigitos, z.string().check(z.refine((v) => v === '' || valido(v), mensagem))),
    z.transform((v) => v || null),
  )

/**
 * A user of the identity service as saved: login and e-mail (unique: the handler's), name, optional CPF (check
 * digits; unique; it links the employee with that CPF) and mobile, the profile, and the password.
 */
export const usuarioCorpoSchema = z.object({
  username: z.pipe(minusculo, z.string().check(z.regex(LOGIN, LOGIN_INVALIDO))),
  name: textoObrigatorio(150),
  email: z.pipe(minusculo, z.string().check(z.regex(EMAIL, EMAIL_INVALIDO))),
  cpf: digitosOpcionais(cpfValido, MSG_CPF_INVALIDO),
  celular: digitosOpcionais(celularValido, MSG_CELULAR_INVALIDO),
  perfil: z.enum(PERFIS_USUARIO, { error: NAO_NULO }),
  password: z.pipe(
    z.catch(z.string(), ''),
    z.string().check(z.refine((v) => v === '' || v.length >= 5, SENHA_CURTA)),
  ),
})
documentar(usuarioCorpoSchema, { id: 'UsuarioCorpo' })
export type UsuarioCorpo = z.input<typeof usuarioCorpoSchema>

/** AUTH-088: the account's own CPF and mobile. */
export const perfilCorpoSchema = z.object({ cpf, celular })
documentar(perfilCorpoSchema, { id: 'PerfilCorpo' })
export type PerfilCorpo = z.input<typeof perfilCorpoSchema>

const usuarios = algum('front_usuarios')
const paginaUsuarios = paginaSpring(usuarioSchema)

export const usuariosEndpoints = definirEndpoints(() => ({
  'GET /api/usuarios/search/fulltext': {
    acesso: algum('front_departamento', 'front_localtrabalho', 'front_usuarios'),
    origem: 'rest',
    consulta: consultaBusca,
    resposta: paginaSpring(usuarioResumoSchema),
  },
  'PUT /api/usuarios/profile': { acesso: AUTENTICADO, requisitos: ['AUTH-088'], corpo: perfilCorpoSchema },
  /** No body: the identity service e-mails the account a link (204). */
  'POST /api/usuarios/reset-password': { acesso: AUTENTICADO, requisitos: ['AUTH-007'] },
  'GET /api/usuarios/search/admin': { acesso: usuarios, origem: 'extensao', consulta: consultaBusca, resposta: paginaUsuarios },
  'GET /api/usuarios': { acesso: usuarios, origem: 'rest', consulta: consultaPaginada, resposta: paginaUsuarios },
  'GET /api/usuarios/:id': { acesso: usuarios, origem: 'rest', resposta: usuarioSchema },
  'POST /api/usuarios': { acesso: usuarios, origem: 'rest', corpo: usuarioCorpoSchema, resposta: usuarioSchema },
  'PUT /api/usuarios/:id': { acesso: usuarios, origem: 'rest', corpo: usuarioCorpoSchema, resposta: usuarioSchema },
  'DELETE /api/usuarios/:id': { acesso: usuarios, origem: 'rest' },
}))
