import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { z } from 'zod/mini'
import { CLIENTE_ID, subscribe } from '@/shared/api'
import type { CartaoPontoId } from './cartao-ponto.api'
import { cartaoPontoQueries } from './cartao-ponto.queries'

/** Where the server announces that a time card changed. */
export const TOPICO_CARTAO_PONTO = '/topic/cartaoponto'

const avisoSchema = z.object({
  funcionarioId: z.number(),
  competenciaId: z.number(),
  /** The tab that made the change (its X-Ponto-Cliente), null when unknown. */
  origem: z.optional(z.nullable(z.string())),
})

/** The card a notice names, unless this tab made the change itself (its mutation already reloads the card). */
export function cartaoAlteradoPorOutros(body: string): CartaoPontoId | null {
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    return null
  }
  const aviso = avisoSchema.safeParse(json)
  if (!aviso.success || aviso.data.origem === CLIENTE_ID) return null
  return { funcionarioId: aviso.data.funcionarioId, competenciaId: aviso.data.competenciaId }
}

/**
 * Live refresh: while mounted, a card another session changes is reloaded if shown, and marked stale if only cached
 * (a prefetched neighbour is fetched again when opened). `onAlterado` hears of each such change.
 */
export function useCartaoPontoAoVivo(onAlterado?: (cartao: CartaoPontoId) => void): void {
  const queryClient = useQueryClient()
  const ouvinte = useRef(onAlterado)
  ouvinte.current = onAlterado
  useEffect(
    () =>
      subscribe(TOPICO_CARTAO_PONTO, (message) => {
        const cartao = cartaoAlteradoPorOutros(message.body)
        if (!cartao) return
        void queryClient.invalidateQueries({ queryKey: cartaoPontoQueries.detail(cartao).queryKey, exact: true })
        ouvinte.current?.(cartao)
      }),
    [queryClient],
  )
}
