import { useMutation } from '@tanstack/react-query'
import type { TipoJustificativa } from '@/entities/cartao-ponto'
import { apiPost, CARTAO_DERIVADOS } from '@/shared/api'
import type { OrigemConversao } from '../model/conversao'

/** POST /api/registros/justificar for a conversion (TC-150): the justification plus where its amount comes from. */
export interface ConverterValor {
  idFuncionario: number
  idCompetencia: number
  idRegistro: number | null
  data: string
  tipoJustificativa: TipoJustificativa
  horas: string
  idMotivo: number
  idBancoDias: number | null
  observacao: string | null
  origemConversao: OrigemConversao
  /** The whole amount, so the server registers the rest of a partly paid hour bank (TC-163/164). */
  horasTotal: string
}

export const converterValor = (body: ConverterValor) => apiPost('/api/registros/justificar', body)

/** TC-010, TC-150: the card reloads after the conversion; the save stays busy until it is fresh. */
export function useConverterValor() {
  return useMutation({ mutationFn: converterValor, meta: { invalidates: [CARTAO_DERIVADOS] } })
}
