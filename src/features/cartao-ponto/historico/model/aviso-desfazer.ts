import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { historicoIndisponivelNoCache } from '@/entities/alteracao-cartao'
import type { CartaoPontoId } from '@/entities/cartao-ponto'
import { useSessao } from '@/entities/sessao'
import { reportGlobalError } from '@/shared/api'
import { showToast } from '@/shared/ui'
import { MSG_ALTERACAO_DESFEITA, MSG_ALTERACAO_SALVA } from './mensagens'

/**
 * Issue 15 §1: after a correction saved from the card, 'Alteração salva. [Desfazer]' for a few seconds; 'Desfazer'
 * undoes the newest change the user made on that day, then says 'Alteração desfeita.' (a refusal shows in the global
 * alert). Nothing is offered once the backend is known to lack the history. The undo's code loads when it is asked for.
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
              const { desfazerUltima } = await import('./desfazer-ultima')
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
