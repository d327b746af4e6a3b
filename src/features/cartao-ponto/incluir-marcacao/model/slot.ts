import type { Marcacao, ParMarcacao } from '@/entities/cartao-ponto'
import type { ModoMarcacao } from '../api/incluir-marcacao.mutation'

/** A punch slot of the grid: pair `sequencia` (1..4), entry or exit, of a day of a card, and its punch if any. */
export interface SlotMarcacao {
  idFuncionario: number
  idCompetencia: number
  idRegistro: number | null
  /** 'YYYY-MM-DD' */
  data: string
  sequencia: 1 | 2 | 3 | 4
  modoMarcacao: ModoMarcacao
  marcacao: Marcacao | null
  /** 'Saída 2 de 10/11', for the dialog's description. */
  descricao: string
  /** The day's pairs as the grid shows them (the day's `marcacoes`), for the preview of the day after the save. */
  pares: ParMarcacao[]
}
