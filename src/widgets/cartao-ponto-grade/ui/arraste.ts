import type { CartaoPonto, Marcacao } from '@/entities/cartao-ponto'
import { arrastavel } from '@/features/cartao-ponto/mover-marcacao'
import { formatDayMonth } from '@/shared/lib'

/** Describes the drag instructions for screen readers; the draggable slots point to it. */
export const INSTRUCOES_ARRASTE_ID = 'instrucoes-arraste-marcacao'

/** Where a slot is: the day, the pair and its side. The slot buttons carry it in `data-slot-dia` / `data-slot-coluna`. */
export interface PosicaoSlot {
  data: string
  sequencia: 1 | 2 | 3 | 4
  lado: 'entrada' | 'saida'
}

/** What a dragged punch carries. */
export interface OrigemArraste {
  marcacao: Marcacao
  idRegistro: number
  descricao: string
}

/** What an empty slot offers as a drop target. */
export interface DestinoArraste {
  data: string
  idRegistro: number | null
  sequencia: number
  modoMarcacao: 'ENTRADA' | 'SAIDA'
  descricao: string
}

export const colunaDoSlot = ({ sequencia, lado }: Pick<PosicaoSlot, 'sequencia' | 'lado'>) => (sequencia - 1) * 2 + (lado === 'saida' ? 1 : 0)

export const descricaoDoSlot = ({ data, sequencia, lado }: PosicaoSlot) =>
  `${lado === 'entrada' ? 'Entrada' : 'Saída'} ${sequencia} de ${formatDayMonth(data)}`

/** The slot button at or around `alvo` and its position, or null outside the slots. */
export function slotDoAlvo(alvo: EventTarget | null): { elemento: HTMLElement; posicao: PosicaoSlot } | null {
  const elemento = alvo instanceof Element ? alvo.closest<HTMLElement>('[data-slot-dia]') : null
  const { slotDia, slotColuna } = elemento?.dataset ?? {}
  const coluna = Number(slotColuna)
  if (!elemento || !slotDia || !Number.isInteger(coluna) || coluna < 0 || coluna > 7) return null
  const posicao: PosicaoSlot = { data: slotDia, sequencia: (Math.floor(coluna / 2) + 1) as PosicaoSlot['sequencia'], lado: coluna % 2 ? 'saida' : 'entrada' }
  return { elemento, posicao }
}

function noCartao(cartao: CartaoPonto, { data, sequencia, lado }: PosicaoSlot) {
  const registro = cartao.manutencaoDTO.registros[data]?.registro
  if (!registro) return null
  const marcacao = registro.marcacoes.find((par) => par.sequencia === sequencia)?.[lado] ?? null
  return { idRegistro: registro.id ?? registro.idRegistro, marcacao }
}

/** TC-108: the punch a slot holds, when it has a time and its day a record. */
export function origemDoSlot(cartao: CartaoPonto, posicao: PosicaoSlot): OrigemArraste | null {
  const slot = noCartao(cartao, posicao)
  if (!slot || slot.idRegistro === null || !arrastavel(slot.marcacao)) return null
  return { marcacao: slot.marcacao, idRegistro: slot.idRegistro, descricao: descricaoDoSlot(posicao) }
}

/** TC-109: only an empty slot takes a drop. */
export function destinoDoSlot(cartao: CartaoPonto, posicao: PosicaoSlot): DestinoArraste | null {
  const slot = noCartao(cartao, posicao)
  if (!slot || slot.marcacao !== null) return null
  return {
    data: posicao.data,
    idRegistro: slot.idRegistro,
    sequencia: posicao.sequencia,
    modoMarcacao: posicao.lado === 'entrada' ? 'ENTRADA' : 'SAIDA',
    descricao: descricaoDoSlot(posicao),
  }
}
