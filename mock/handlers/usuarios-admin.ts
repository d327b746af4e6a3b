import { MSG_CELULAR_INVALIDO, MSG_CPF_EM_USO, MSG_CPF_INVALIDO } from '@/shared/config/mensagens'
import { isValidCpf } from '@/shared/lib/identifiers'
import { DEMO_USERS } from '../idp/demo-users'
import type { Db, Usuario } from '../db/index'
import { stableUuid } from '../db/seed/uuid'
import type { FieldError } from '../http/spring'
import { crudHandlers, requiredText } from './lib/crud'

/** The profiles a user can be given: a realm role with the permissions the demo user of that role has. */
export const PERFIS_USUARIO = ['administrador', 'rh', 'responsavel', 'supervisor', 'usuario'] as const
type Perfil = (typeof PERFIS_USUARIO)[number]

const permissoesDo = (perfil: Perfil) => [...(DEMO_USERS.find((u) => u.realmRoles.includes(perfil))?.permissions ?? [])]

const LOGIN = /^[a-z0-9._-]{3,50}$/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** A user as the administration sees it: never the password. */
function usuarioDto(u: Usuario, db: Db) {
  const funcionario = db.funcionarios.find((f) => f.id === u.funcionarioId)
  return {
    id: u.id,
    username: u.username,
    name: u.name,
    email: u.email,
    cpf: u.cpf,
    celular: u.celular,
    perfil: PERFIS_USUARIO.find((p) => u.realmRoles.includes(p)) ?? null,
    funcionario: funcionario ? { id: funcionario.id, nome: funcionario.nomeOrNomeSocial } : null,
  }
}

const digitos = (valor: unknown) => (typeof valor === 'string' ? valor.replace(/\D/g, '') : '')

/**
 * A user of the identity service: unique login and e-mail, an optional CPF (check digits, unique: it links the user to
 * the employee with that CPF) and mobile, a profile, and a password (required for a new user; blank keeps the current one).
 */
function lerUsuario(body: Record<string, unknown>, atual: Usuario | null, db: Db): Omit<Usuario, 'id'> | FieldError[] {
  const errors: FieldError[] = []
  const outros = db.usuarios.filter((u) => u !== atual)
  const username = typeof body.username === 'string' ? body.username.trim().toLowerCase() : ''
  if (!LOGIN.test(username))
    errors.push({
      property: 'username',
      message: 'deve ter de 3 a 50 letras minúsculas, números, ponto, hífen ou sublinhado',
      invalidValue: body.username ?? null,
    })
  else if (outros.some((u) => u.username === username))
    errors.push({ property: 'username', message: 'usuário já cadastrado', invalidValue: username })
  const name = requiredText(body, 'name', 150, errors)
  const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : ''
  if (!EMAIL.test(email)) errors.push({ property: 'email', message: 'e-mail inválido', invalidValue: body.email ?? null })
  else if (outros.some((u) => u.email === email)) errors.push({ property: 'email', message: 'e-mail já cadastrado', invalidValue: email })
  const cpf = digitos(body.cpf) || null
  if (cpf && !isValidCpf(cpf)) errors.push({ property: 'cpf', message: MSG_CPF_INVALIDO, invalidValue: body.cpf })
  else if (cpf && outros.some((u) => u.cpf === cpf))
    errors.push({ property: 'cpf', message: MSG_CPF_EM_USO, invalidValue: cpf })
  const celular = digitos(body.celular) || null
  if (celular && celular.length !== 11) errors.push({ property: 'celular', message: MSG_CELULAR_INVALIDO, invalidValue: body.celular })
  const perfil = PERFIS_USUARIO.find((p) => p === body.perfil)
  if (!perfil) errors.push({ property: 'perfil', message: 'não deve ser nulo', invalidValue: body.perfil ?? null })
  const senha = typeof body.password === 'string' ? body.password : ''
  if (senha === '' && !atual) errors.push({ property: 'password', message: 'não deve estar em branco', invalidValue: null })
  else if (senha !== '' && senha.length < 5)
    errors.push({ property: 'password', message: 'deve ter ao menos 5 caracteres', invalidValue: null })
  if (errors.length > 0 || !perfil) return errors
  // A changed profile gives that profile's permissions; an unchanged one keeps the user's own.
  const mesmoPerfil = atual?.realmRoles.includes(perfil)
  return {
    username,
    password: senha || (atual?.password ?? ''),
    name,
    email,
    cpf,
    celular,
    realmRoles: [perfil],
    permissions: mesmoPerfil ? atual!.permissions : permissoesDo(perfil),
    funcionarioId: cpf ? (db.funcionarios.find((f) => f.cpf === cpf)?.id ?? null) : null,
  }
}

export const usuarioAdminHandlers = crudHandlers({
  path: '/api/usuarios',
  entity: 'Usuario',
  rows: (db) => db.usuarios,
  dto: usuarioDto,
  sort: [{ property: 'name', direction: 'asc' }],
  read: lerUsuario,
  newId: (u) => stableUuid(`usuario:${u.username}`),
  // The pickers of responsible users keep /search/fulltext (a summary); the administration searches its own rows.
  search: 'admin',
  text: (u) => [u.name, u.username, u.email, u.cpf],
  inUse: (u, db) =>
    [...db.departamentos, ...db.locaisTrabalho].some((r) => r.responsaveis.includes(u.id))
      ? 'Usuário responsável por departamentos ou locais de trabalho: não pode ser excluído.'
      : null,
})
