import type { CartaoPonto } from '@/entities/cartao-ponto'

/** TC-052: at least one day record has an error. */
export function temErros(cartao: CartaoPonto): boolean {
  return Object.values(cartao.manutencaoDTO.registros).some((dia) => dia.registro.error || !!dia.error)
}
