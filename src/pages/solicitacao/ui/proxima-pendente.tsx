import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { solicitacaoQueries, type SolicitacaoDetalhe } from '@/entities/solicitacao'
import { errorMessage } from '@/shared/api'
import { formatDate } from '@/shared/lib'
import { ErrorAlert, Spinner } from '@/shared/ui'
import type { AprovacaoSearch } from '../model/search'

export const SEM_PROXIMA_PENDENTE = 'Não há outra solicitação pendente para decidir.'

/** After the decision: the next pending request of the list the approver came from (same order and filters), or none. */
export function ProximaPendente({ atual, filtro }: { atual: SolicitacaoDetalhe; filtro: AprovacaoSearch }) {
  const { data, error, isPending } = useQuery(solicitacaoQueries.proximaPendente(atual, filtro))
  if (error) return <ErrorAlert error={error} message={errorMessage(error)} />
  return (
    <nav aria-label="Próxima pendente" className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
      {isPending ? (
        <Spinner size="sm" />
      ) : data ? (
        <>
          <Link
            to="/solicitacao/$id/aprovacao"
            params={{ id: String(data.id) }}
            search={filtro}
            className="rounded-md bg-brand-600 px-3 py-2 font-medium text-white hover:bg-brand-700"
          >
            Próxima pendente
          </Link>
          <span>
            nº {data.id}, {data.funcionario.nome}, {formatDate(data.inicio)}
            {data.tipoSolicitacao ? `, ${data.tipoSolicitacao.descricao}` : ''}
          </span>
        </>
      ) : (
        <p>{SEM_PROXIMA_PENDENTE}</p>
      )}
    </nav>
  )
}
