import { hasRole, type Sessao } from '@/entities/sessao'

/** TC-050: the lock control needs this role. */
export const ROLE_BLOQUEIO_REGISTRO = 'front_bloqueioregistro'

export const mayBloquear = (sessao: Sessao | null | undefined) => hasRole(sessao, ROLE_BLOQUEIO_REGISTRO)

/** TC-051: the control offers the opposite of the current state. */
export const bloqueioLabel = (bloqueado: boolean) => (bloqueado ? 'Desbloquear edição' : 'Bloquear edição')
