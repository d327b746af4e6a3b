import type { Funcionario } from '../../db/index'
import { notFound } from '../../http/spring'
import { escopoDe, GESTORES } from '../../timecard/escopo'
import { forbidden, type Session } from './session'


/** Whether the user only sees themself: none of the managers' realm roles. */
export function isFuncionarioComum(s: Session): boolean {
  return !GESTORES.some((role) => s.user.realmRoles.includes(role))
}

/**
 * Which employees the user may see: a plain employee only themself, a responsible user the people of
 * their departments and work places, the other managers everyone.
 */
export function funcionarioVisivel(s: Session): (f: Funcionario) => boolean {
  if (isFuncionarioComum(s)) return (f) => s.funcionario !== undefined && f.id === s.funcionario.id
  return escopoDe(s.db, s.user, s.usuario).funcionario
}

/** The employee of a path id; throws 404 (empty body) when unknown, 403 when not visible. */
export function funcionarioDoPath(s: Session, request: Request, id: unknown): Funcionario {
  const funcionario = s.db.funcionarios.find((f) => String(f.id) === String(id))
  if (!funcionario) throw notFound()
  if (!funcionarioVisivel(s)(funcionario)) throw forbidden(request)
  return funcionario
}
