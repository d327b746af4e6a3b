import type { QueryClient } from '@tanstack/react-query'
import { aceiteQueries, type Aceite } from '@/entities/apuracao/aceite'
import { cartaoPontoQueries } from '@/entities/cartao-ponto'
import { mayOpen, type Sessao } from '@/entities/sessao'

/** The accepted card, whose totals the screen shows below the acceptance. */
export const cartaoDoAceite = (a: Aceite) => cartaoPontoQueries.detail({ competenciaId: a.competencia.id, funcionarioId: a.funcionario.id })

/** Whether the user may open the accepted card (and so see its totals). */
export const podeVerCartao = (sessao: Sessao | null, a: Aceite) => mayOpen(sessao, `/manutencao/${a.competencia.id}/${a.funcionario.id}`)

/** The route's loader: the acceptance; the card's totals, below it, are read alongside (not awaited). */
export async function carregarAceite(queryClient: QueryClient, sessao: Sessao | null, id: string): Promise<void> {
  const aceite = await queryClient.ensureQueryData(aceiteQueries.detalhe(id))
  if (podeVerCartao(sessao, aceite)) void queryClient.prefetchQuery(cartaoDoAceite(aceite))
}
