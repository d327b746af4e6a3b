import type { Competencia, Db, Empresa, Funcionario, Usuario, Vigencia } from './schema'
import { isoDate, withinVigencia } from './lib/dates'

interface OpcoesSequencia {
  /** The sequence's name; by default the name of the table `linhas` is in `db` (a list nested in rows must name one). */
  sequencia?: string
  /** The lowest id the sequence gives. */
  primeiro?: number
}

function nomeDaTabela(db: Db, linhas: readonly { id: number }[]): string {
  const nome = Object.keys(db).find((k) => db[k as keyof Db] === linhas)
  if (!nome) throw new Error('nextId: a lista não é uma tabela do banco; dê o nome da sequência')
  return nome
}

/** Starts a sequence above `linhas` (seeded rows): a seeded row deleted before the first new one keeps its id to itself. */
export function iniciarSequencia(db: Db, linhas: readonly { id: number }[], opcoes: OpcoesSequencia = {}): void {
  const nome = opcoes.sequencia ?? nomeDaTabela(db, linhas)
  const sequencias = (db.sequencias ??= {})
  const maior = linhas.reduce((max, item) => Math.max(max, item.id), (opcoes.primeiro ?? 1) - 1)
  sequencias[nome] = Math.max(sequencias[nome] ?? 0, maior)
}

/**
 * Ids from a table's sequence, one per call, as a database sequence gives them: each above every id the sequence
 * gave before, so the id of a deleted row is never given again (an old link to it must not reach a new row), and
 * above every id in `linhas` (rows put back with their own id). `db.sequencias` keeps the last id given, so the
 * sequence survives a restart. Scans `linhas` once: for code that adds many rows at once.
 */
export function idsDe(db: Db, linhas: readonly { id: number }[], opcoes: OpcoesSequencia = {}): () => number {
  const nome = opcoes.sequencia ?? nomeDaTabela(db, linhas)
  iniciarSequencia(db, linhas, { ...opcoes, sequencia: nome })
  const sequencias = db.sequencias ?? {}
  return () => (sequencias[nome] = (sequencias[nome] ?? 0) + 1)
}

/** The next id of a table's sequence (idsDe): never one a row had before, even a deleted one. */
export function nextId(db: Db, linhas: readonly { id: number }[], opcoes: OpcoesSequencia = {}): number {
  return idsDe(db, linhas, opcoes)()
}

/** An employee's lists of dated links; each kind has its own sequence, `funcionarios.<lista>`. */
export const LISTAS_VINCULO_FUNCIONARIO = [
  'cargos', 'departamentos', 'locaisTrabalho', 'classes', 'quadrosHorario', 'bancosHoras', 'bancosDias', 'bancosCompensacao',
] as const satisfies readonly (keyof Funcionario)[]

/** Ids of new dated links of one kind (idsDe). */
export function idsDeVinculos(db: Db, lista: (typeof LISTAS_VINCULO_FUNCIONARIO)[number]): () => number {
  return idsDe(db, db.funcionarios.flatMap((f): readonly { id: number }[] => f[lista]), { sequencia: `funcionarios.${lista}` })
}

/** Ids of new time slots of the schedules (idsDe). */
export function idsDeFaixasHorario(db: Db): () => number {
  const faixas = db.horarios.flatMap((h) => [...Object.values(h.horariosSemana).flat(), ...Object.values(h.horarios ?? {}).flatMap((s) => s.slots)])
  return idsDe(db, faixas.flatMap((f) => (f ? [f] : [])), { sequencia: 'horarios.faixas' })
}

/** Starts every sequence above the rows of a seeded database (its tables, the employees' links, the schedules' slots). */
export function iniciarSequencias(db: Db): void {
  for (const [nome, linhas] of Object.entries(db)) {
    if (Array.isArray(linhas) && linhas.every((l: { id?: unknown }) => typeof l.id === 'number')) iniciarSequencia(db, linhas as { id: number }[], { sequencia: nome })
  }
  for (const lista of LISTAS_VINCULO_FUNCIONARIO) idsDeVinculos(db, lista)
  idsDeFaixasHorario(db)
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
