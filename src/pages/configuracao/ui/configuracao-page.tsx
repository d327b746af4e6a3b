import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { configQueries } from '@/entities/configuracao'
import { ConfiguracaoGeralForm } from '@/features/editar-configuracao'
import { LimitesForm } from '@/features/editar-limites'
import { BackupButton } from '@/features/gerar-backup'
import { ErrorAlert, PageTitle, Spinner } from '@/shared/ui'

/**
 * /config (REG-079..082): general settings, limits and backup, each with its own failures. The route's loader reads the
 * settings, and the limits alongside (carregarConfiguracao).
 */
export function ConfiguracaoPage() {
  const config = useSuspenseQuery(configQueries.load())
  const limites = useQuery(configQueries.limites())
  return (
    <div className="flex flex-col gap-6">
      <PageTitle className="mb-0">Configurações</PageTitle>
      <ConfiguracaoGeralForm config={config.data} />
      {limites.isPending ? <Spinner /> : limites.isError ? <ErrorAlert error={limites.error} /> : <LimitesForm limites={limites.data} />}
      <BackupButton />
    </div>
  )
}
