import type { Db, IsoDate, Marcacao, Registro, Tratamento } from '../db/index'

/** An employee's rows of one competence, grouped by registro. */
export interface LinhasMes {
  registros: Map<string, Registro>
  marcacoes: Map<number, Marcacao[]>
  tratamentos: Map<number, Tratamento[]>
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

/** The key under which carregarLinhas puts the rows of `diaAnterior` (no competence has id 0). */
export const DIA_ANTERIOR = 0

/**
 * One pass over each table for the employee's competences (the tables hold every employee's months); with
 * `diaAnterior`, that day's rows too, under DIA_ANTERIOR (the day before a competence, for art. 66).
 */
export function carregarLinhas(
  db: Db,
  funcionarioId: number,
  competenciaIds: ReadonlySet<number>,
  diaAnterior?: IsoDate,
): Map<number, LinhasMes> {
  const out = new Map<number, LinhasMes>()
  const porRegistro = new Map<number, LinhasMes>()
  const vazio = (): LinhasMes => ({ registros: new Map(), marcacoes: new Map(), tratamentos: new Map() })
  for (const id of competenciaIds) out.set(id, vazio())
  const anterior = diaAnterior ? vazio() : undefined
  if (anterior) out.set(DIA_ANTERIOR, anterior)
  let registroAnterior: number | undefined
  for (const r of db.registros) {
    if (r.funcionarioId !== funcionarioId) continue
    if (anterior && r.data === diaAnterior) {
      anterior.registros.set(r.data, r)
      registroAnterior = r.id
    }
    const linhas = out.get(r.competenciaId)
    if (!linhas) continue
    linhas.registros.set(r.data, r)
    porRegistro.set(r.id, linhas)
  }
  for (const m of db.marcacoes) {
    if (m.funcionarioId !== funcionarioId) continue
    const linhas = porRegistro.get(m.registroId)
    if (linhas) push(linhas.marcacoes, m.registroId, m)
    if (anterior && m.registroId === registroAnterior) push(anterior.marcacoes, m.registroId, m)
  }
  for (const t of db.tratamentos) {
    const linhas = porRegistro.get(t.registroId)
    if (linhas) push(linhas.tratamentos, t.registroId, t)
  }
  return out
}
