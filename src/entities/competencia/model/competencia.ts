import { formatMesAno } from '@/shared/lib'
import type { Competencia } from '../api/competencia.schema'

type MesAno = Pick<Competencia, 'mes' | 'ano'>
type Situacao = Pick<Competencia, 'situacao' | 'fechada'>

/** REG-040: 'MM/YYYY'. */
export const mesAno = (c: MesAno) => formatMesAno(c.mes, c.ano)

/** Open for edits: ABERTA and not closed (TC-197). */
export const isAberta = (c: Situacao) => c.situacao === 'ABERTA' && !c.fechada

/** The picker's option label: 'MM/YYYY', plus '(aberta)' for an ABERTA competence. */
export const competenciaLabel = (c: MesAno & Situacao) => (c.situacao === 'ABERTA' ? `${mesAno(c)} (aberta)` : mesAno(c))

/**
 * TC-024/025: "the latest open competence when counting from the oldest end, otherwise the first".
 * The list comes newest first; scanning from its oldest end, the last open one found is the newest
 * open competence (docs/decisions.md). Without an open one, the first option (the newest).
 */
export function defaultCompetencia<T extends Situacao>(newestFirst: readonly T[]): T | undefined {
  let found: T | undefined
  for (let i = newestFirst.length - 1; i >= 0; i--) {
    const c = newestFirst[i]
    if (c && c.situacao === 'ABERTA') found = c
  }
  return found ?? newestFirst[0]
}
