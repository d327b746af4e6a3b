import { createContext, useContext } from 'react'
import type { CartaoPonto, ColunaCartao } from '@/entities/cartao-ponto'
import type { Sessao } from '@/entities/sessao'

/** The card and user of the grid, for the cells that act on them (editing, links). */
export interface GradeContexto {
  cartao: CartaoPonto
  sessao: Sessao
  /** Columns drawn narrow: no value on any day of the card. */
  recolhidas: ReadonlySet<ColunaCartao>
  compacto: boolean
}

export const GradeContext = createContext<GradeContexto | null>(null)

export function useGrade(): GradeContexto {
  const contexto = useContext(GradeContext)
  if (!contexto) throw new Error('useGrade outside CartaoPontoGrade')
  return contexto
}
