import { DEMO_PASSWORD, DEMO_USERS } from '../../idp/demo-users'
import type { Usuario } from '../schema'
import { stableUuid } from './uuid'

export function seedUsuarios(): Usuario[] {
  return DEMO_USERS.map((u) => ({
    id: stableUuid(`usuario:${u.username}`),
    username: u.username,
    password: DEMO_PASSWORD,
    name: u.name,
    email: u.email,
    cpf: u.cpf,
    celular: u.celular,
    realmRoles: [...u.realmRoles],
    permissions: [...u.permissions],
    funcionarioId: null,
  }))
}
