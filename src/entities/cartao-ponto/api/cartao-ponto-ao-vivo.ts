import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { z } from 'zod/mini'
import { CARTAO_DERIVADOS, CLIENTE_ID, invalidateTargets, subscribe } from '@/shared/api'
import type { CartaoPontoId } from './cartao-ponto.api'

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

/** Calls `onCartao` for every card another session changes; returns the unsubscribe function. */
function ouvirCartoesAlterados(onCartao: (cartao: CartaoPontoId) => void): () => void {
  return subscribe(TOPICO_CARTAO_PONTO, (message) => {
    const cartao = cartaoAlteradoPorOutros(message.body)
    if (cartao) onCartao(cartao)
  })
}

/**
 * What a card changed elsewhere invalidates: CARTAO_DERIVADOS, the tag this tab's own mutations declare, scoped to that
 * card. It and every list or total derived from cards are reloaded if shown and marked stale if only cached (a
 * prefetched neighbour is fetched again when opened); other cards and other employees' summaries are left alone.
 */
export function invalidarDerivadosDoCartao(queryClient: QueryClient, { funcionarioId, competenciaId }: CartaoPontoId): Promise<void> {
  return invalidateTargets(queryClient, [CARTAO_DERIVADOS], { funcionarioId, competenciaId })
}

/** Live refresh, mounted once for the whole app (the app's realtime hook): see invalidarDerivadosDoCartao. */
export function useCartaoPontoAoVivo(): void {
  const queryClient = useQueryClient()
  useEffect(
    () =>
      ouvirCartoesAlterados((cartao) => {
        void invalidarDerivadosDoCartao(queryClient, cartao)
      }),
    [queryClient],
  )
}

/** A screen hears of each card another session changes (the card page's notice); reloading is useCartaoPontoAoVivo's. */
export function useAvisoCartaoAlterado(onAlterado: (cartao: CartaoPontoId) => void): void {
  const ouvinte = useRef(onAlterado)
  ouvinte.current = onAlterado
  useEffect(() => ouvirCartoesAlterados((cartao) => ouvinte.current(cartao)), [])
}
