import type { Competencia, Db, Empresa, Funcionario, Usuario, Vigencia } from './schema'
import { isoDate, withinVigencia } from './lib/dates'

/** Next id of a table with numeric ids. */
export function nextId(items: { id: number }[]): number {
  return items.reduce((max, item) => Math.max(max, item.id), 0) + 1
}

/** The link valid on a date. */
export function vigente<T extends Vigencia>(links: T[], data: string): T | undefined {
  return links.find((l) => withinVigencia(data, l.inicio, l.fim))
}

/** The link valid today, else the latest one (dismissed employees keep their last department). */
export function atualOuUltimo<T extends Vigencia>(links: T[], hoje: string): T | undefined {
  return vigente(links, hoje) ?? [...links].sort((a, b) => b.inicio.localeCompare(a.inicio))[0]
}

export function hoje(db: Db): string {
  return isoDate(db.today)
}

/** The account behind a token: by sub, else by username. */
export function usuarioDe(db: Db, user: { sub: string; username: string }): Usuario | undefined {
  return db.usuarios.find((u) => u.id === user.sub) ?? db.usuarios.find((u) => u.username === user.username)
}

/**
 * The employee an account is linked to. Only the administrator links them (`/admin/usuarios`); the CPF an account
 * declared itself links nothing, not even an employee registered later with that CPF (docs/decisions.md).
 */
export function funcionarioDoUsuario(db: Db, usuario: Usuario | undefined): Funcionario | undefined {
  if (!usuario || usuario.funcionarioId === null) return undefined
  return db.funcionarios.find((f) => f.id === usuario.funcionarioId)
}

export function empresaPrincipal(db: Db): Empresa | undefined {
  return [...db.empresas].sort((a, b) => a.codigo - b.codigo)[0]
}

/** The user's company: the one of the linked employee, else the first by codigo. */
export function empresaDoUsuario(db: Db, usuario: Usuario | undefined): Empresa | undefined {
  const funcionario = funcionarioDoUsuario(db, usuario)
  return db.empresas.find((e) => e.id === funcionario?.empresaId) ?? empresaPrincipal(db)
}

export function competenciaAtual(db: Db): Competencia | undefined {
  const data = hoje(db)
  return db.competencias.find((c) => c.inicio <= data && data <= c.fim)
    ?? db.competencias.filter((c) => c.situacao === 'ABERTA').at(-1)
}
