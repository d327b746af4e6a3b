import { useMutation } from '@tanstack/react-query'
import { apiPost, CARTAO_DERIVADOS } from '@/shared/api'
import { marcacaoIncluidaSchema } from './marcacao-incluida.schema'

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

/** TC-100: includes or alters a punch; answers the punch now at the slot (with its day register). */
export const incluirMarcacao = (body: IncluirMarcacaoBody) => apiPost('/api/registros', body, marcacaoIncluidaSchema)

/** Issue 14 (an extension, docs/api-extensions.md): puts the day's punches in time order, pairs 1..4. */
export const ordenarMarcacoes = (idRegistro: number) => apiPost(`/api/registros/${idRegistro}/ordenar`)

export interface SalvarMarcacao {
  marcacao: IncluirMarcacaoBody
  /** Then put the day's punches in time order. */
  emOrdemDeHorario: boolean
}

/** The punch was saved but the day was not put in time order: `causa` is why; `idMarcacao` is the punch saved. */
export class OrdemNaoAplicada extends Error {
  constructor(
    readonly idMarcacao: number,
    readonly causa: unknown,
  ) {
    super('A marcação foi salva, mas o dia não foi posto em ordem de horário.')
  }
}

/** Saves the punch and, when asked, puts the day in time order. */
export async function salvarMarcacao({ marcacao, emOrdemDeHorario }: SalvarMarcacao) {
  const salva = await incluirMarcacao(marcacao)
  if (emOrdemDeHorario) {
    try {
      await ordenarMarcacoes(salva.idRegistro)
    } catch (error) {
      throw new OrdemNaoAplicada(salva.id, error)
    }
  }
  return salva
}

/** The card reloads; the save stays busy until it is fresh. */
export function useSalvarMarcacao() {
  return useMutation({ mutationFn: salvarMarcacao, meta: { invalidates: [CARTAO_DERIVADOS] } })
}
