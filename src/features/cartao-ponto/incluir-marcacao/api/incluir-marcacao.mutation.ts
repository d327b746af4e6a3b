import { useMutation } from '@tanstack/react-query'
import { apiPost, CARTAO_DERIVADOS } from '@/shared/api'

export type ModoMarcacao = 'ENTRADA' | 'SAIDA'

/** TC-100: the body of POST /api/registros (doc1 §7). */
export interface IncluirMarcacaoBody {
  idFuncionario: number
  idCompetencia: number
  idRegistro: number | null
  /** The punch altered; null includes a new one. */
  idMarcacao: number | null
  /** 'YYYY-MM-DD' */
  data: string
  /** 'hh:mm' */
  hora: string
  idMotivo: number
  /** Pair 1..4. */
  sequencia: number
  modoMarcacao: ModoMarcacao
  tipoJustificativa: 'INCLUIR_MARCACAO'
}

/** TC-100: includes or alters a punch. */
export const incluirMarcacao = (body: IncluirMarcacaoBody) => apiPost('/api/registros', body)

/** The card reloads; the save stays busy until it is fresh. */
export function useIncluirMarcacao() {
  return useMutation({ mutationFn: incluirMarcacao, meta: { invalidates: [CARTAO_DERIVADOS] } })
}
