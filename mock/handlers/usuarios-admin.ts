import { z } from 'zod/mini'
import { PERFIS_USUARIO, SENHA_OBRIGATORIA, usuarioCorpoSchema } from '@/shared/api/contract/endpoints/usuarios'
import { MSG_CPF_EM_USO } from '@/shared/config/mensagens'
import { DEMO_USERS } from '../idp/demo-users'
import type { Db, Usuario } from '../db/index'
import { stableUuid } from '../db/seed/uuid'
import { lerCorpo } from '../http/corpo'
import type { FieldError } from '../http/spring'
import { crudHandlers } from './lib/crud'
import { foraDoLimite } from './lib/limites'

type Perfil = (typeof PERFIS_USUARIO)[number]

const permissoesDo = (perfil: Perfil) => [...(DEMO_USERS.find((u) => u.realmRoles.includes(perfil))?.permissions ?? [])]

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

type Campos = typeof usuarioCorpoSchema.shape
/** The body's fields in the order Spring reports them (the schema's). */
const ORDEM: string[] = Object.keys(usuarioCorpoSchema.shape)

/** One field of the body as the contract reads it; undefined when it is not valid. */
function campo<K extends keyof Campos>(body: Record<string, unknown>, nome: K): z.output<Campos[K]> | undefined {
  const lido = z.safeParse(usuarioCorpoSchema.shape[nome], body[nome])
  return lido.success ? (lido.data as z.output<Campos[K]>) : undefined
}

/**
 * A user of the identity service, read with the contract's schema: login, e-mail and CPF are unique (the CPF links the
 * user to the employee with that CPF), a new user needs a password (blank keeps an existing user's). The password is
 * never echoed in an error.
 */
function lerUsuario(body: Record<string, unknown>, atual: Usuario | null, db: Db): Omit<Usuario, 'id'> | FieldError[] {
  const corpo = lerCorpo(usuarioCorpoSchema, body)
  const errors = Array.isArray(corpo) ? corpo.map((e) => (e.property === 'password' ? { ...e, invalidValue: null } : e)) : []
  const outros = db.usuarios.filter((u) => u !== atual)
  const emUso = (property: 'username' | 'email' | 'cpf', message: string) => {
    const valor = campo(body, property)
    if (valor && outros.some((u) => u[property] === valor)) errors.push({ property, message, invalidValue: valor })
  }
  emUso('username', 'usuário já cadastrado')
  emUso('email', 'e-mail já cadastrado')
  emUso('cpf', MSG_CPF_EM_USO)
  if (campo(body, 'password') === '' && !atual) errors.push({ property: 'password', message: SENHA_OBRIGATORIA, invalidValue: null })
  const limite = atual ? null : foraDoLimite(db, 'usuarios', db.usuarios.length, 'username')
  if (limite) errors.push(limite)
  if (errors.length > 0 || Array.isArray(corpo)) return errors.sort((a, b) => ORDEM.indexOf(a.property) - ORDEM.indexOf(b.property))
  const { username, name, email, cpf, celular, perfil, password } = corpo
  // A changed profile gives that profile's permissions; an unchanged one keeps the user's own.
  const mesmoPerfil = atual?.realmRoles.includes(perfil)
  return {
    username,
    password: password || (atual?.password ?? ''),
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
