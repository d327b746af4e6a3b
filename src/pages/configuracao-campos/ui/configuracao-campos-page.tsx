import { useSuspenseQuery } from '@tanstack/react-query'
import { configuracaoCamposQueries } from '@/entities/configuracao-campo'
import { ConfiguracaoCamposForm } from '@/features/editar-configuracao-campos'
import { PageTitle } from '@/shared/ui'

/** /configuracao-campos: which time card fields the user's company uses, read by the route's loader. */
export function ConfiguracaoCamposPage() {
  const campos = useSuspenseQuery(configuracaoCamposQueries.cartaoPonto())
  return (
    <div className="flex flex-col gap-4">
      <PageTitle className="mb-0" subtitle="Os campos desmarcados deixam de aparecer no cartão ponto dos funcionários da empresa.">
        Configuração de Campos
      </PageTitle>
      <ConfiguracaoCamposForm campos={campos.data} />
    </div>
  )
}
