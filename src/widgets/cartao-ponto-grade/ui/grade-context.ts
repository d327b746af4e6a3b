import { createContext, useContext } from 'react'
import type { CabecalhoCartao, ColunaCartao } from '@/entities/cartao-ponto'
import type { Sessao } from '@/entities/sessao'

/**
 * The card and user of the grid, for the cells that act on them (editing, links). Only the card's header: each row gets
 * its own day, and a correction of a day changes none of this, so only that day's row draws again.
 */
export interface GradeContexto {
  cartao: CabecalhoCartao
  /** TC-177: the employee has an hour bank in this competence (what the conversions may offer depends on it). */
  existeBancoHoras: boolean
  sessao: Sessao
  /** Columns drawn narrow: no value on any day of the card. */
  recolhidas: ReadonlySet<ColunaCartao>
  compacto: boolean
  /** False once the backend answered 404 to the card history (a backend without the extension). */
  historicoDisponivel: boolean
  /** After a correction of a day saved from the grid: 'Alteração salva. [Desfazer]' (issue 15 §1). */
  avisarAlteracao: (data: string) => void
}

export const GradeContext = createContext<GradeContexto | null>(null)

export function useGrade(): GradeContexto {
  const contexto = useContext(GradeContext)
  if (!contexto) throw new Error('useGrade outside CartaoPontoGrade')
  return contexto
}
