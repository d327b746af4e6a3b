import { useSuspenseQuery } from '@tanstack/react-query'
import { hasRole, useSessao } from '@/entities/sessao'
import { NovoEpiButton, RemoverEpiButton } from '@/features/cadastro/epi-funcionario'
import { formatDate } from '@/shared/lib'
import { Card, EmptyState, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/shared/ui'
import { funcionarioPaginasQueries } from '@/entities/funcionario'
import { FuncionarioLayout } from './funcionario-layout'

/** /funcionario/{id}/epis (AUTH-029): the protective equipment delivered to the employee, read by the route's loader. */
export function FuncionarioEpisPage({ id }: { id: number }) {
  const sessao = useSessao()
  const epis = useSuspenseQuery(funcionarioPaginasQueries.epis(id))
  const podeEditar = hasRole(sessao, 'front_funcionario')
  return (
    <FuncionarioLayout id={id} pagina="epis">
      {(resumo) => (
        <Card
          title="EPIs entregues"
          aria-label="EPIs entregues"
          actions={podeEditar && <NovoEpiButton funcionarioId={id} hoje={resumo.hoje} />}
        >
          {epis.data.length === 0 ? (
            <EmptyState>Nenhum EPI entregue.</EmptyState>
          ) : (
            <Table>
              <TableHead>
                <TableRow>
                  <TableHeaderCell>Descrição</TableHeaderCell>
                  <TableHeaderCell>CA</TableHeaderCell>
                  <TableHeaderCell>Entrega</TableHeaderCell>
                  <TableHeaderCell className="text-right">Quantidade</TableHeaderCell>
                  <TableHeaderCell>Validade</TableHeaderCell>
                  {podeEditar && (
                    <TableHeaderCell>
                      <span className="sr-only">Ações</span>
                    </TableHeaderCell>
                  )}
                </TableRow>
              </TableHead>
              <TableBody>
                {epis.data.map((epi) => (
                  <TableRow key={epi.id}>
                    <TableCell>{epi.descricao}</TableCell>
                    <TableCell>{epi.ca}</TableCell>
                    <TableCell>{formatDate(epi.dataEntrega)}</TableCell>
                    <TableCell className="text-right tabular-nums">{epi.quantidade}</TableCell>
                    <TableCell>
                      {epi.validade ? formatDate(epi.validade) : '—'}
                      {epi.validade && epi.validade < resumo.hoje && <span className="ml-2 text-xs text-red-700">(vencido)</span>}
                    </TableCell>
                    {podeEditar && (
                      <TableCell className="text-right">
                        <RemoverEpiButton funcionarioId={id} epiId={epi.id} descricao={epi.descricao} />
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Card>
      )}
    </FuncionarioLayout>
  )
}
