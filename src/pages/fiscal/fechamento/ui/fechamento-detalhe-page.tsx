import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { fechamentoQueries } from '@/entities/fiscal/fechamento'
import { hasRole, useSessao } from '@/entities/sessao'
import { ReabrirFechamentoButton } from '@/features/fechamento/reabrir-fechamento'
import { formatDateTime } from '@/shared/lib'
import { PageTitle } from '@/shared/ui'
import { DetalhesFechamentoTable } from './detalhes-fechamento-table'
import { ResumoFechamentoPainel } from './resumo-fechamento'

/**
 * /fechamento/{idFechamento}: a closing, its summary and details; export and reopen with front_fechamento. The route's
 * loader reads the closing (carregarFechamento).
 */
export function FechamentoDetalhePage({ idFechamento }: { idFechamento: number }) {
  const sessao = useSessao()
  const navigate = useNavigate()
  const podeFechar = hasRole(sessao, 'front_fechamento')
  const { data: f } = useSuspenseQuery(fechamentoQueries.detalhe(idFechamento))
  const c = f.competencia
  return (
    <div className="flex flex-col gap-4">
      <PageTitle
        className="mb-0"
        subtitle={`Fechada em ${formatDateTime(f.dataFechamento)}${f.usuario ? ` por ${f.usuario}` : ''}${f.ignorarInconsistencias ? ', ignorando inconsistências' : ''}`}
        actions={
          podeFechar && (
            <div className="flex items-start gap-3">
              <Link
                to="/fechamento/$id/export"
                params={{ id: String(f.id) }}
                className="inline-flex h-9 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50"
              >
                Exportar
              </Link>
              {c && (
                <ReabrirFechamentoButton
                  idFechamento={f.id}
                  competencia={c.descricaoCurta}
                  onReaberto={() => void navigate({ to: '/fechamento/$id/fechar', params: { id: String(c.id) } })}
                />
              )}
            </div>
          )
        }
      >
        Fechamento {c?.descricaoCurta}
      </PageTitle>
      <ResumoFechamentoPainel resumo={f.resumo} />
      {c && <DetalhesFechamentoTable fonte={{ idFechamento }} competenciaId={c.id} />}
    </div>
  )
}
