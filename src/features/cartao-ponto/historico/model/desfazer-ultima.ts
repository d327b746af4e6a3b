import { MutationObserver, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { historicoIndisponivel, historicoIndisponivelNoCache, historicoQueries, type AlteracaoCartao } from '@/entities/alteracao-cartao'
import type { CartaoPontoId } from '@/entities/cartao-ponto'
import { useSessao } from '@/entities/sessao'
import { reportGlobalError } from '@/shared/api'
import { showToast } from '@/shared/ui'
import { desfazerAlteracaoMutation } from '../api/desfazer-alteracao.mutation'

export const MSG_ALTERACAO_SALVA = 'Alteração salva.'
export const MSG_ALTERACAO_DESFEITA = 'Alteração desfeita.'
export const MSG_NADA_A_DESFAZER = 'Não há alteração sua neste dia para desfazer.'
export const MSG_DESFAZER_INDISPONIVEL = 'Histórico indisponível neste servidor: a alteração não pode ser desfeita por aqui.'

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

/**
 * Issue 15 §1: after a correction saved from the card, 'Alteração salva. [Desfazer]' for a few seconds; 'Desfazer'
 * undoes the newest change the user made on that day, then says 'Alteração desfeita.' (a refusal shows in the global
 * alert). Nothing is offered once the backend is known to lack the history.
 */
export function useAvisoDesfazer(cartao: CartaoPontoId): (data: string) => void {
  const queryClient = useQueryClient()
  const { username } = useSessao()
  const { funcionarioId, competenciaId } = cartao
  return useCallback(
    (data: string) => {
      if (historicoIndisponivelNoCache(queryClient)) return
      showToast({
        message: MSG_ALTERACAO_SALVA,
        action: {
          label: 'Desfazer',
          run: async () => {
            try {
              await desfazerUltima(queryClient, { funcionarioId, competenciaId, data }, username)
              showToast({ message: MSG_ALTERACAO_DESFEITA })
            } catch (error) {
              reportGlobalError(error)
            }
          },
        },
      })
    },
    [queryClient, username, funcionarioId, competenciaId],
  )
}
