import { z } from 'zod/mini'
import { pageParam } from '@/shared/lib'

/**
 * The batch action list's search params (/acoes-lote): the list offers no filter, only its `page` (newest first), so a
 * link or a reload reopens the same page.
 */
export const acoesLoteSearchSchema = z.object({
  page: pageParam(),
})

export type AcoesLoteSearch = z.infer<typeof acoesLoteSearchSchema>

/** Values left out of the URL. */
export const ACOES_LOTE_SEARCH_DEFAULTS = { page: 0 } as const
