import type { Competencia, Db, Funcionario } from '../db/index'
import { GESTORES, escopoDe, isApenasResponsavel } from './escopo'
import type { Session } from './sessao'
import { funcionarioDoUsuario, usuarioDe } from '../db/queries'
import { hasRole, type AuthUser } from '../http/auth'
import { dbFor, dbKey } from '../http/isolation'
import { springError } from '../http/spring'
import { publish, type Destinatario } from '../stomp/index'

/** Permissions of the time-card calls (doc1 §6; acceptance: docs/decisions.md). */
export const PERMISSAO = {
  ver: 'front_manutencao_visualizar',
  editar: 'front_manutencao',
  bloquear: 'front_bloqueioregistro',
  aceite: 'front_aceites',
} as const

export const MSG_BLOQUEADO = 'Registro bloqueado para edicao.'
export const MSG_COMPETENCIA_FECHADA_RECALCULO = 'Competência fechada não pode ser recalculada.'
export const TOPICO_CARTAO = '/topic/cartaoponto'

/** A user holding none of the staff realm roles (doc2 §6): sees only their own card. */
export function ehFuncionarioComum(user: AuthUser): boolean {
  return !GESTORES.some((role) => user.realmRoles.includes(role))
}

/** Plain employees see their own card; responsible users the people of their departments and work places. */
export function podeVerCartao(s: Session, f: Funcionario): boolean {
  if (s.funcionario?.id === f.id) return true
  if (ehFuncionarioComum(s.user)) return false
  return !isApenasResponsavel(s.user) || escopoDe(s.db, s.user, s.usuario).funcionario(f)
}

/** TC-069: HR, administrators and responsible users see the original punches; supervisors and plain employees do not. */
export function veMarcacoesOriginais(user: AuthUser): boolean {
  return ['rh', 'administrador'].some((r) => user.realmRoles.includes(r)) || isApenasResponsavel(user)
}

/** Whether the user may see the records of an employee (an unknown id: no). */
export function podeVerFuncionario(s: Session, funcionarioId: number): boolean {
  const funcionario = s.db.funcionarios.find((f) => f.id === funcionarioId)
  return funcionario !== undefined && podeVerCartao(s, funcionario)
}

/** Who reads rows about one employee (bank entries, rosters): their managers, and the employee their own. */
export const LEITURA_DO_FUNCIONARIO = [
  PERMISSAO.ver,
  'front_manutencao_propria',
  'front_funcionario_visualizar',
] as const

export function estaBloqueado(db: Db, funcionarioId: number, competenciaId: number): boolean {
  return db.bloqueios.some((b) => b.funcionarioId === funcionarioId && b.competenciaId === competenciaId)
}

export interface IdsCartao {
  funcionarioId: number
  competenciaId: number
}

export function localizar(db: Db, ids: IdsCartao): { funcionario: Funcionario; competencia: Competencia } | undefined {
  const funcionario = db.funcionarios.find((f) => f.id === ids.funcionarioId)
  const competencia = db.competencias.find((c) => c.id === ids.competenciaId)
  return funcionario && competencia ? { funcionario, competencia } : undefined
}

export function conflitoBloqueado(request: Request) {
  return springError(409, MSG_BLOQUEADO, new URL(request.url).pathname)
}

/** The browser tab that made a call (`X-Ponto-Cliente`), so it can ignore the echo of its own changes. */
export const CLIENTE_HEADER = 'x-ponto-cliente'

/** Announces a change of an employee's data on a date: the card of the competence holding that date. */
export function publicarAlteracaoDe(request: Request, db: Db, funcionarioId: number, data: string): void {
  const competencia = db.competencias.find((c) => c.inicio <= data && data <= c.fim)
  if (competencia) publicarAlteracao(request, { funcionarioId, competenciaId: competencia.id })
}

function sessaoDe(db: Db, user: AuthUser): Session {
  const usuario = usuarioDe(db, user)
  return { user, db, usuario, funcionario: funcionarioDoUsuario(db, usuario) }
}

/** Who may open the card (GET /api/cartaoponto: its permission, then the scope) and so hears of its changes. */
function quemVeOCartao(db: Db, funcionarioId: number): Destinatario {
  const funcionario = db.funcionarios.find((f) => f.id === funcionarioId)
  return (user) => funcionario !== undefined && hasRole(user, PERMISSAO.ver) && podeVerCartao(sessaoDe(db, user), funcionario)
}

/** Tells the open cards of the same database that this card changed, and which tab changed it. */
export function publicarAlteracao(request: Request, ids: IdsCartao): void {
  const origem = request.headers.get(CLIENTE_HEADER)
  const key = dbKey(request)
  const corpo = { funcionarioId: ids.funcionarioId, competenciaId: ids.competenciaId, origem }
  publish(TOPICO_CARTAO, corpo, key, quemVeOCartao(dbFor(key), ids.funcionarioId))
}
