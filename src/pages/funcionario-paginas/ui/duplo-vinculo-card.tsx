import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { funcionarioLabel, funcionarioQueries } from '@/entities/funcionario'
import { mayOpen, useSessao } from '@/entities/sessao'
import { Card, ErrorAlert, Spinner } from '@/shared/ui'

const TITULO = 'Duplo vínculo'

/**
 * REG-015: the employee's other contracts under the same CPF that the dual-employment search
 * (GET /api/funcionarios/search/fulltext/duplovinculo) finds, each linked to its own pages.
 */
export function DuploVinculoCard({ id }: { id: number }) {
  const sessao = useSessao()
  const funcionario = useQuery(funcionarioQueries.detail(id))
  const cpf = funcionario.data?.cpf ?? ''
  const busca = useQuery({ ...funcionarioQueries.duploVinculo(cpf), enabled: cpf !== '' })
  const erro = funcionario.error ?? busca.error
  const encontrados = busca.data?.items ?? []
  const outros = encontrados.filter((f) => f.id !== id)
  // The search may list this contract alone: its other active contract is one the search leaves out (no time control).
  const semOutros = encontrados.some((f) => f.id === id) ? 'Este CPF tem outro vínculo ativo.' : 'Nenhum duplo vínculo com este CPF.'
  return (
    <Card title={TITULO} aria-label={TITULO}>
      {erro ? (
        <ErrorAlert error={erro} />
      ) : funcionario.isPending || (cpf !== '' && busca.isPending) ? (
        <Spinner />
      ) : outros.length === 0 ? (
        <p className="text-sm text-slate-600">{semOutros}</p>
      ) : (
        <>
          <p className="text-sm text-slate-700">Outros vínculos com este CPF:</p>
          <ul aria-label="Outros vínculos com este CPF" className="mt-2 flex flex-col gap-1 text-sm">
            {outros.map((f) => {
              const destino = `/funcionario/${f.id}/dashboard`
              const nome = funcionarioLabel(f)
              return (
                <li key={f.id}>
                  {mayOpen(sessao, destino) ? (
                    <Link to={destino as string} className="text-brand-600 underline underline-offset-2 hover:text-brand-700">
                      {nome}
                    </Link>
                  ) : (
                    nome
                  )}
                  <span className="ml-2 text-slate-600">{f.ativo === false ? 'Inativo' : 'Ativo'}</span>
                </li>
              )
            })}
          </ul>
        </>
      )}
    </Card>
  )
}
