import type { AuthUser } from '../http/auth'
import { atualOuUltimo, hoje } from '../db/queries'
import type { Db, Funcionario, Usuario } from '../db/index'

/** The realm roles that see the home widgets (doc2 §6). */
export const GESTORES = ['administrador', 'rh', 'responsavel', 'supervisor'] as const

/** AUTH-010: holds responsavel and none of administrador, rh or supervisor. */
export function isApenasResponsavel(user: AuthUser): boolean {
  return user.realmRoles.includes('responsavel') && !['administrador', 'rh', 'supervisor'].some((r) => user.realmRoles.includes(r))
}

export interface Escopo {
  departamentoIds: Set<number> | null
  localTrabalhoIds: Set<number> | null
  /** Whether an employee is visible to the user. */
  funcionario: (f: Funcionario) => boolean
}

/** A responsible user sees only their departments and work places (and the people in them); others see all. */
export function escopoDe(db: Db, user: AuthUser, usuario: Usuario | undefined): Escopo {
  if (!isApenasResponsavel(user)) return { departamentoIds: null, localTrabalhoIds: null, funcionario: () => true }
  const id = usuario?.id ?? user.sub
  const departamentoIds = new Set(db.departamentos.filter((d) => d.responsaveis.includes(id)).map((d) => d.id))
  const localTrabalhoIds = new Set(db.locaisTrabalho.filter((l) => l.responsaveis.includes(id)).map((l) => l.id))
  const data = hoje(db)
  return {
    departamentoIds,
    localTrabalhoIds,
    funcionario: (f) => {
      const departamento = atualOuUltimo(f.departamentos, data)
      const local = atualOuUltimo(f.locaisTrabalho, data)
      return (departamento !== undefined && departamentoIds.has(departamento.departamentoId))
        || (local !== undefined && localTrabalhoIds.has(local.localTrabalhoId))
    },
  }
}

/** Only employees in the user's departments, for approving requests (responsible users); others see all. */
export function departamentosAprovacao(db: Db, user: AuthUser, usuario: Usuario | undefined): (f: Funcionario) => boolean {
  if (!isApenasResponsavel(user)) return () => true
  const id = usuario?.id ?? user.sub
  const ids = new Set(db.departamentos.filter((d) => d.responsaveis.includes(id)).map((d) => d.id))
  const data = hoje(db)
  return (f) => {
    const departamento = atualOuUltimo(f.departamentos, data)
    return departamento !== undefined && ids.has(departamento.departamentoId)
  }
}

