import type { EnsureQueryDataOptions, QueryClient } from '@tanstack/react-query'
import { configQueries } from '@/entities/configuracao'
import { configuracaoCamposQueries } from '@/entities/configuracao-campo'
import { empresaQueries } from '@/entities/empresa'
import { integradorQueries } from '@/entities/integrador'
import { sessaoQueries } from '@/entities/sessao'

/** One startup load; the loader only warms the cache, so the data type does not matter there. */
export type StartupQuery = EnsureQueryDataOptions<unknown, Error, unknown, readonly unknown[]>

const erase = (options: object) => options as StartupQuery

/** API-002: what the application loads when the user enters (the layout's loader ensures them). */
export const startupQueries: readonly StartupQuery[] = [
  erase(configQueries.load()),
  erase(empresaQueries.first()),
  erase(sessaoQueries.permiteBaterPonto()),
  erase(configuracaoCamposQueries.cartaoPonto()),
  erase(integradorQueries.ultimoContato()),
]

/** The same loads, typed one by one; a failed load does not stop the others (the shell shows what it has). */
export function ensureStartupData(queryClient: QueryClient) {
  return Promise.allSettled([
    queryClient.ensureQueryData(configQueries.load()),
    queryClient.ensureQueryData(empresaQueries.first()),
    queryClient.ensureQueryData(sessaoQueries.permiteBaterPonto()),
    queryClient.ensureQueryData(configuracaoCamposQueries.cartaoPonto()),
    queryClient.ensureQueryData(integradorQueries.ultimoContato()),
  ])
}
