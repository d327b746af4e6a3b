import type { Marcacao } from '@/entities/cartao-ponto'

/** The punch to disregard or remove, in its day register. */
export interface AlvoDesconsiderar {
  idRegistro: number
  marcacao: Marcacao
  /** 'Entrada 1 de 11/11', for the dialog's description. */
  descricao: string
}

/** TC-105 / TC-107: an ORIGINAL punch is disregarded (with a reason); INCLUIDO and PRE_ASSINALADO ones are removed. */
export function podeDesconsiderar(marcacao: Marcacao): boolean {
  return marcacao.tipoMarcacao === 'ORIGINAL'
}
