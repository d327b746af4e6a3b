import { queryOptions } from '@tanstack/react-query'
import { createResource } from '@/shared/api'
import { buscarMotivosAtivos } from './motivo.api'
import { motivoSchema } from './motivo.schema'

/** The reason register (REG-048..053): list, item, save, delete. */
export const motivoResource = createResource({
  key: 'motivo',
  resource: 'motivos',
  item: motivoSchema,
  sort: ['descricao,asc'],
  update: 'post',
})

export const motivoQueries = {
  ...motivoResource.queries,
  /**
   * The picker's options for a text: all active reasons for a blank one, else the matches. The picker opened again
   * with the same text asks the server nothing.
   */
  ativos: (text: string) =>
    queryOptions({
      queryKey: [...motivoResource.queries.all(), 'ativos', text] as const,
      queryFn: ({ signal }) => buscarMotivosAtivos(text, signal),
      staleTime: 5 * 60_000,
      meta: { globalError: true },
    }),
}
