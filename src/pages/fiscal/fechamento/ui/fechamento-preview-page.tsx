import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { fechamentoQueries } from '@/entities/fiscal/fechamento'
import { FecharCompetenciaForm } from '@/features/fechamento/fechar-competencia'
import { formatDate, formatDateTime } from '@/shared/lib'
import { PageTitle } from '@/shared/ui'
import { DetalhesFechamentoTable } from './detalhes-fechamento-table'
import { ResumoFechamentoPainel } from './resumo-fechamento'

/**
 * /fechamento/{idCompetencia}/fechar: the preview of a competence (summary and details) and its closing. The route's
 * loader reads the preview (carregarPreviaFechamento).
 */
export function FechamentoPreviewPage({ idCompetencia }: { idCompetencia: number }) {
  const navigate = useNavigate()
  const preview = useSuspenseQuery(fechamentoQueries.preview(idCompetencia))
  const { competencia: c, fechamento } = preview.data
  return (
    <div className="flex flex-col gap-4">
      <PageTitle className="mb-0" subtitle={`Pré-visualização: ${formatDate(c.inicio)} a ${formatDate(c.fim)}`}>
        Fechamento {c.descricaoCurta}
      </PageTitle>
      <ResumoFechamentoPainel resumo={preview.data} />
      {fechamento ? (
        <p role="status" className="rounded-md border border-slate-200 bg-white px-4 py-2 text-sm text-slate-800">
          Competência fechada em {formatDateTime(fechamento.dataFechamento)}.{' '}
          <Link to="/fechamento/$id" params={{ id: String(fechamento.id) }} className="font-medium text-brand-700 underline-offset-2 hover:underline">
            Ver o fechamento
          </Link>
        </p>
      ) : c.fechada ? (
        <p role="status" className="text-sm text-slate-700">Competência fechada.</p>
      ) : (
        <FecharCompetenciaForm
          preview={preview.data}
          onFechado={(f) => void navigate({ to: '/fechamento/$id', params: { id: String(f.id) } })}
        />
      )}
      <DetalhesFechamentoTable fonte={{ idCompetencia }} competenciaId={c.id} />
    </div>
  )
}
