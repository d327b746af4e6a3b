import type { Db, Marcacao, Registro, Tratamento } from '../db/index'

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

/** One pass over each table for the employee's competences (the tables hold every employee's months). */
export function carregarLinhas(db: Db, funcionarioId: number, competenciaIds: ReadonlySet<number>): Map<number, LinhasMes> {
  const out = new Map<number, LinhasMes>()
  const porRegistro = new Map<number, LinhasMes>()
  for (const id of competenciaIds) out.set(id, { registros: new Map(), marcacoes: new Map(), tratamentos: new Map() })
  for (const r of db.registros) {
    if (r.funcionarioId !== funcionarioId) continue
    const linhas = out.get(r.competenciaId)
    if (!linhas) continue
    linhas.registros.set(r.data, r)
    porRegistro.set(r.id, linhas)
  }
  for (const m of db.marcacoes) {
    if (m.funcionarioId !== funcionarioId) continue
    const linhas = porRegistro.get(m.registroId)
    if (linhas) push(linhas.marcacoes, m.registroId, m)
  }
  for (const t of db.tratamentos) {
    const linhas = porRegistro.get(t.registroId)
    if (linhas) push(linhas.tratamentos, t.registroId, t)
  }
  return out
}
