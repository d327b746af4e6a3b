import { useQuery } from '@tanstack/react-query'
import { configuracaoCamposQueries } from '@/entities/configuracao-campo'
import { ConfiguracaoCamposForm } from '@/features/editar-configuracao-campos'
import { ErrorAlert, PageTitle, Spinner } from '@/shared/ui'

/** /configuracao-campos: which time card fields the user's company uses. */
export function ConfiguracaoCamposPage() {
  const campos = useQuery(configuracaoCamposQueries.cartaoPonto())
  return (
    <div className="flex flex-col gap-4">
      <PageTitle className="mb-0" subtitle="Os campos desmarcados deixam de aparecer no cartão ponto dos funcionários da empresa.">
        Configuração de Campos
      </PageTitle>
      {campos.isPending ? (
        <Spinner />
      ) : campos.isError ? (
        <ErrorAlert error={campos.error} />
      ) : (
        <ConfiguracaoCamposForm campos={campos.data} />
      )}
    </div>
  )
}
