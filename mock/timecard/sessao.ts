import type { AuthUser } from '../http/auth'
import type { Db, Funcionario, Usuario } from '../db/index'

/** Who calls and on which database: the request's user, their user record and their employee. */
export interface Session {
  user: AuthUser
  db: Db
  usuario: Usuario | undefined
  funcionario: Funcionario | undefined
}
