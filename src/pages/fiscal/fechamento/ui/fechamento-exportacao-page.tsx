import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { fechamentoQueries } from '@/entities/fiscal/fechamento'
import { ExportarFechamentoForm } from '@/features/fechamento/exportar-fechamento'
import { PageTitle } from '@/shared/ui'

/**
 * /fechamento/{id}/export and /fechamento-exportacao/{id}: the closing's payroll export; the route's loader reads the
 * closing (carregarExportacaoFechamento).
 */
export function FechamentoExportacaoPage({ idFechamento }: { idFechamento: number }) {
  const fechamento = useSuspenseQuery(fechamentoQueries.detalhe(idFechamento))
  const c = fechamento.data.competencia
  return (
    <div className="flex flex-col gap-4">
      <PageTitle className="mb-0" subtitle="Eventos da folha de pagamento por funcionário (cadastro de eventos)">
        Exportação do fechamento {c?.descricaoCurta}
      </PageTitle>
      <ExportarFechamentoForm idFechamento={idFechamento} />
      <p className="text-sm">
        <Link to="/fechamento/$id" params={{ id: String(idFechamento) }} className="font-medium text-brand-700 underline-offset-2 hover:underline">
          Voltar ao fechamento
        </Link>
      </p>
    </div>
  )
}
