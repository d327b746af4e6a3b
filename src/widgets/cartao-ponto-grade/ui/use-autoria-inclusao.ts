import { useQuery, useQueryClient } from '@tanstack/react-query'
import { autoriaDaInclusao, historicoQueries, inclusaoDaMarcacao } from '@/entities/alteracao-cartao'
import { useGrade } from './grade-context'

export interface AutoriaDaInclusao {
  /** 'Incluída por Rita Recursos Humanos em 16/11/2026 14:30' once the history is known, else 'Incluída'. */
  titulo: string
  /**
   * Reads the card's history, when it is not fresh: on hover (where a title shows), never with the card's first paint,
   * nor when the focus comes back to the punch after its dialog closes.
   */
  carregar: () => void
}

/**
 * Issue 15 §1: who included the punch shown at `hora` on the grid's day `data`, and when. The card's history is read
 * only when an included punch is pointed at; until then (or on a backend without it) the title is 'Incluída'.
 */
export function useAutoriaDaInclusao(data: string, hora: string): AutoriaDaInclusao {
  const { cartao, historicoDisponivel } = useGrade()
  const queryClient = useQueryClient()
  const opcoes = historicoQueries.doCartao({ funcionarioId: cartao.funcionario.id, competenciaId: cartao.competencia.id })
  // Observed, never fetched by itself: a change of the card marks it stale without reading it again.
  const { data: historico } = useQuery({ ...opcoes, enabled: false })
  const inclusao = historico && inclusaoDaMarcacao(historico.itens, data, hora)
  return {
    titulo: inclusao ? autoriaDaInclusao(inclusao) : 'Incluída',
    carregar: () => {
      if (historicoDisponivel) void queryClient.prefetchQuery(opcoes)
    },
  }
}
