import type { DiaCartao, Marcacao } from '@/entities/cartao-ponto'
import { MarcacaoHora } from './marcacao-cell'

export interface SlotCellProps {
  dia: DiaCartao
  sequencia: 1 | 2 | 3 | 4
  lado: 'entrada' | 'saida'
  marcacao: Marcacao | null
}

/** A punch slot of the grid (pair `sequencia`, entry or exit). */
export function SlotCell({ marcacao }: SlotCellProps) {
  return <MarcacaoHora marcacao={marcacao} />
}
