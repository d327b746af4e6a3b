import { Link } from '@tanstack/react-router'
import { ACOES_LOTE } from '@/entities/acao-lote'
import { mayOpen, useSessao } from '@/entities/sessao'
import { EmptyState, PageTitle } from '@/shared/ui'

/** /acoes-lote/new (AUTH-055): the batch actions this user may start (each has its own role). */
export function NovaAcaoLotePage() {
  const sessao = useSessao()
  const acoes = ACOES_LOTE.filter((a) => mayOpen(sessao, a.rota))
  return (
    <div className="flex flex-col gap-4">
      <PageTitle className="mb-0" subtitle="Escolha o que fazer com vários funcionários de uma vez.">
        Nova ação em lote
      </PageTitle>
      {acoes.length === 0 ? (
        <EmptyState>Nenhuma ação em lote permitida ao seu usuário.</EmptyState>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {acoes.map((a) => (
            <li key={a.rota}>
              <Link
                to={a.rota as string}
                className="flex h-full flex-col gap-1 rounded-lg border border-slate-200 bg-white p-4 shadow-xs hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                <span className="font-semibold text-slate-900">{a.titulo}</span>
                <span className="text-sm text-slate-600">{a.descricao}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
