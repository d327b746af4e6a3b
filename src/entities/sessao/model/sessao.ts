import { REALM_ROLE_LABELS, ROLE } from './roles'

/** The logged-in user, read from the identity service's access token (AUTH-011). */
export interface Sessao {
  userid: string
  username: string
  name?: string
  email?: string
  cpf?: string
  celular?: string
  picture?: string
  /** Realm roles (`realm_access.roles`): administrador, rh, ... */
  groups: string[]
  /** Resource roles (`resource_access[clientId].roles`): front_..., admin_... */
  permissions: string[]
}

const STAFF = ['administrador', 'rh', 'responsavel', 'supervisor'] as const

export function hasRole(sessao: Sessao | null | undefined, role: string | null | undefined): boolean {
  if (!role) return true
  if (!sessao) return false
  return sessao.permissions.includes(role) || sessao.groups.includes(role)
}

export const isAdministrador = (s: Sessao) => s.groups.includes('administrador')
export const isRh = (s: Sessao) => s.groups.includes('rh')
/** AUTH-009: none of administrador, rh, responsavel, supervisor. */
export const isPlainEmployee = (s: Sessao) => !STAFF.some((r) => s.groups.includes(r))
/** AUTH-010: responsavel and none of administrador, rh, supervisor. */
export const isResponsavel = (s: Sessao) =>
  s.groups.includes('responsavel') && !['administrador', 'rh', 'supervisor'].some((r) => s.groups.includes(r))
/** Home widgets (HOME-001/002). */
export const seesHomeWidgets = (s: Sessao) => !isPlainEmployee(s)

/** Profile completion (AUTH-015): a user without CPF or cellphone must complete the profile first. */
export const mustCompleteProfile = (s: Sessao) => !s.cpf || !s.celular

export const mayApproveRequests = (s: Sessao) => hasRole(s, ROLE.aprovarSolicitacao)

/** AUTH-008: the labels of the realm roles the user holds, in the catalogue's order. */
export const realmRoleLabels = (s: Sessao): string[] =>
  Object.entries(REALM_ROLE_LABELS)
    .filter(([role]) => s.groups.includes(role))
    .map(([, label]) => label)
