import { Link } from '@tanstack/react-router'
import { statusLabel, type SolicitacaoResumo } from '@/entities/solicitacao'
import { formatDate } from '@/shared/lib'
import { Card, EmptyState, Spinner, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/shared/ui'
import { MSG_SEM_SOLICITACOES_PENDENTES } from '@/shared/config'

/** HOME-010..014: requests waiting for the user's decision. */
export function SolicitacoesParaDeferimento({
  solicitacoes,
  loading,
}: {
  solicitacoes: readonly SolicitacaoResumo[] | undefined
  loading: boolean
}) {
  return (
    <Card title="Solicitacoes Para Deferimento">
      {loading ? (
        <Spinner />
      ) : !solicitacoes?.length ? (
        <EmptyState>{MSG_SEM_SOLICITACOES_PENDENTES}</EmptyState>
      ) : (
        <Table>
          <TableHead>
            <tr>
              <TableHeaderCell>Funcionário</TableHeaderCell>
              <TableHeaderCell>Início</TableHeaderCell>
              <TableHeaderCell>Fim</TableHeaderCell>
              <TableHeaderCell>Tipo</TableHeaderCell>
              <TableHeaderCell>Situação</TableHeaderCell>
            </tr>
          </TableHead>
          <TableBody>
            {solicitacoes.map((solicitacao) => (
              <TableRow key={solicitacao.id}>
                <TableCell>
                  <Link
                    to={`/solicitacao/${solicitacao.id}/aprovacao` as string}
                    className="font-medium text-brand-700 hover:underline"
                  >
                    {solicitacao.funcionario.nome}
                  </Link>
                </TableCell>
                <TableCell>{formatDate(solicitacao.inicio)}</TableCell>
                <TableCell>{formatDate(solicitacao.fim)}</TableCell>
                <TableCell>{solicitacao.tipoSolicitacao?.descricao}</TableCell>
                <TableCell>{statusLabel(solicitacao.status)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  )
}
