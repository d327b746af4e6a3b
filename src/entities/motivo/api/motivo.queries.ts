import { queryOptions } from '@tanstack/react-query'
import { buscarMotivosAtivos } from './motivo.api'

export const motivoQueries = {
  all: () => ['motivo'] as const,
  /** The active reasons matching a text; the picker opened again with the same text asks the server nothing. */
  ativos: (text: string) =>
    queryOptions({
      queryKey: [...motivoQueries.all(), 'ativos', text] as const,
      queryFn: ({ signal }) => buscarMotivosAtivos(text, signal),
      staleTime: 5 * 60_000,
      meta: { globalError: true },
    }),
}
