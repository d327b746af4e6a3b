import { useMutation } from '@tanstack/react-query'
import { apiPost, CARTAO_DERIVADOS } from '@/shared/api'

export interface MoverMarcacao {
  idRegistro: number
  idMarcacao: number
  /** Pair 1..4 of the empty slot. */
  novaSequencia: number
  modoMarcacao: 'ENTRADA' | 'SAIDA'
  /** 'YYYY-MM-DD' of the destination row. */
  dataDestino: string
  /** The destination row's register; null when that day has none yet. */
  idRegistroDestino: number | null
}

/** TC-110: POST /api/registros/{idRegistro}/marcacoes/{idMarcacao}/move/{novaSequencia}/{modoMarcacao}?dataDestino&idregistrodestino. */
export function moverMarcacao({ idRegistro, idMarcacao, novaSequencia, modoMarcacao, dataDestino, idRegistroDestino }: MoverMarcacao) {
  return apiPost(`/api/registros/${idRegistro}/marcacoes/${idMarcacao}/move/${novaSequencia}/${modoMarcacao}`, undefined, undefined, {
    query: { dataDestino, idregistrodestino: idRegistroDestino },
  })
}

export function useMoverMarcacao() {
  return useMutation({ mutationFn: moverMarcacao, meta: { invalidates: [CARTAO_DERIVADOS] } })
}
