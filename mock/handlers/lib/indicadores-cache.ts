import { hoje } from '../../db/queries'
import type { Db } from '../../db/index'
import { dbVersion } from '../../http/isolation'
import type { Escopo } from '../../timecard/escopo'
import { calcularIndicadores, type Indicadores } from './indicadores'

/** The dashboard figures kept for one database, and how often they were computed or reused. */
interface Painel {
  /** The database version and today the figures are of. */
  estado: string
  porEscopo: Map<string, Indicadores>
  calculos: number
  acertos: number
}

const paineis = new WeakMap<Db, Painel>()

function painelDe(db: Db): Painel {
  const estado = `${dbVersion(db)}|${hoje(db)}`
  const painel = paineis.get(db) ?? { estado, porEscopo: new Map<string, Indicadores>(), calculos: 0, acertos: 0 }
  if (painel.estado !== estado) {
    painel.estado = estado
    painel.porEscopo.clear()
  }
  paineis.set(db, painel)
  return painel
}

/** Users who see the same departments and work places see the same figures. */
function chaveDoEscopo(escopo: Escopo): string {
  if (escopo.departamentoIds === null || escopo.localTrabalhoIds === null) return '*'
  const ids = (s: ReadonlySet<number>) => [...s].sort((a, b) => a - b).join(',')
  return `${ids(escopo.departamentoIds)}|${ids(escopo.localTrabalhoIds)}`
}

/**
 * The dashboard indicators of a scope, computed once per database version: every write request bumps it (see
 * `db` in isolation.ts), so a read after a write computes again.
 */
export function indicadoresDoPainel(db: Db, escopo: Escopo): Indicadores {
  const painel = painelDe(db)
  const chave = chaveDoEscopo(escopo)
  const guardado = painel.porEscopo.get(chave)
  if (guardado) {
    painel.acertos++
    return guardado
  }
  const calculado = calcularIndicadores(db, escopo.funcionario)
  painel.calculos++
  painel.porEscopo.set(chave, calculado)
  return calculado
}

/** How many times the indicators of a database were computed and reused (for tests and the bench). */
export function estatisticasDoPainel(db: Db): { calculos: number; acertos: number } {
  const painel = paineis.get(db)
  return { calculos: painel?.calculos ?? 0, acertos: painel?.acertos ?? 0 }
}
