import { MutationObserver, type QueryClient } from '@tanstack/react-query'
import { historicoIndisponivel, historicoQueries, type AlteracaoCartao } from '@/entities/alteracao-cartao'
import type { CartaoPontoId } from '@/entities/cartao-ponto'
import { desfazerAlteracaoMutation } from '../api/desfazer-alteracao.mutation'
import { MSG_DESFAZER_INDISPONIVEL, MSG_NADA_A_DESFAZER } from './mensagens'


/** A day of a card: 'YYYY-MM-DD'. */
export interface DiaDoCartao extends CartaoPontoId {
  data: string
}

async function historicoDoDia(queryClient: QueryClient, dia: DiaDoCartao): Promise<AlteracaoCartao[]> {
  try {
    return (await queryClient.fetchQuery({ ...historicoQueries.doCartao(dia), staleTime: 0 })).itens
  } catch (error) {
    throw historicoIndisponivel(error) ? new Error(MSG_DESFAZER_INDISPONIVEL) : error
  }
}

const desfazer = (queryClient: QueryClient, id: number) => new MutationObserver(queryClient, desfazerAlteracaoMutation()).mutate(id)

/**
 * Undoes the newest change `username` made on the day: the day's history read afresh, its newest entry by that user
 * undone when the server says it can be (else its reason is the error). An inclusion saved in time order is one entry
 * (the backend folds the ordering into it). Runs outside any component, as the notice that offers it may outlive the
 * dialog that saved the change.
 */
export async function desfazerUltima(queryClient: QueryClient, dia: DiaDoCartao, username: string): Promise<AlteracaoCartao> {
  const ultima = (await historicoDoDia(queryClient, dia)).find((e) => e.usuario.username === username)
  if (!ultima) throw new Error(MSG_NADA_A_DESFAZER)
  if (!ultima.desfazivel) throw new Error(ultima.motivoNaoDesfazivel ?? MSG_NADA_A_DESFAZER)
  return desfazer(queryClient, ultima.id)
}
