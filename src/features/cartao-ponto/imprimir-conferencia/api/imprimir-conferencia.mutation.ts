import { useMutation } from '@tanstack/react-query'
import { apiDownload } from '@/shared/api'

export interface ImprimirConferencia {
  funcionarioId: number
  /** The competence's first and last day. */
  dataInicial: string
  dataFinal: string
}

/** The report's order; with one employee it only has to be valid (docs/decisions.md). */
export const ORDEM_CONFERENCIA = 'nome'

/** TC-045: POST /api/acoes-lote/cartao-ponto?ordem with tipoRelatorio, dataInicial, dataFinal, funcionarios. */
export const imprimirConferencia = ({ funcionarioId, dataInicial, dataFinal }: ImprimirConferencia) =>
  apiDownload('POST', '/api/acoes-lote/cartao-ponto', {
    query: { ordem: ORDEM_CONFERENCIA },
    json: { tipoRelatorio: 'cartao-ponto', dataInicial, dataFinal, funcionarios: [funcionarioId] },
  })

export function useImprimirConferencia() {
  return useMutation({ mutationFn: imprimirConferencia })
}
