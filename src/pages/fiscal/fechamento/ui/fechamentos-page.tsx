import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { fechamentoQueries } from '@/entities/fiscal/fechamento'
import { hasRole, useSessao } from '@/entities/sessao'
import { formatDate, formatDateTime } from '@/shared/lib'
import { EmptyState, ErrorAlert, PageTitle, Paginacao, Spinner, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/shared/ui'
import { FECHAMENTOS_POR_PAGINA } from '../model/carregar'

const linkClass = 'font-medium text-brand-700 underline-offset-2 hover:underline'

/**
 * /fechamento: the closing periods, newest first: each competence, its situation and its closing. The route's loader
 * reads the first page (carregarFechamentos); the pages turned here keep the previous one shown while they load.
 */
export function FechamentosPage() {
  const sessao = useSessao()
  const podeFechar = hasRole(sessao, 'front_fechamento')
  const [page, setPage] = useState(0)
  const lista = useQuery(fechamentoQueries.lista(page, FECHAMENTOS_POR_PAGINA))
  const info = lista.data?.page
  return (
    <div className="flex flex-col gap-4">
      <PageTitle className="mb-0" subtitle="Competências e seus fechamentos">
        Fechamento
      </PageTitle>
      {lista.isPending ? (
        <Spinner />
      ) : lista.isError ? (
        <ErrorAlert error={lista.error} />
      ) : lista.data.items.length === 0 ? (
        <EmptyState>Nenhuma competência cadastrada.</EmptyState>
      ) : (
        <>
          <Table aria-label="Períodos de fechamento">
            <TableHead>
              <TableRow>
                <TableHeaderCell>Competência</TableHeaderCell>
                <TableHeaderCell>Período</TableHeaderCell>
                <TableHeaderCell>Situação</TableHeaderCell>
                <TableHeaderCell>Fechada em</TableHeaderCell>
                <TableHeaderCell>Fechado por</TableHeaderCell>
                <TableHeaderCell>Funcionários</TableHeaderCell>
                <TableHeaderCell>Inconsistências</TableHeaderCell>
                <TableHeaderCell>
                  <span className="sr-only">Ações</span>
                </TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lista.data.items.map(({ competencia: c, fechamento: f }) => (
                <TableRow key={c.id} data-testid={`fechamento-competencia-${c.id}`}>
                  <TableCell className="font-medium tabular-nums">{c.descricaoCurta}</TableCell>
                  <TableCell className="whitespace-nowrap tabular-nums">
                    {formatDate(c.inicio)} a {formatDate(c.fim)}
                  </TableCell>
                  <TableCell>{c.fechada ? 'Fechada' : 'Aberta'}</TableCell>
                  <TableCell className="tabular-nums">{f ? formatDateTime(f.dataFechamento) : ''}</TableCell>
                  <TableCell>{f ? (f.usuario ?? '—') : ''}</TableCell>
                  <TableCell className="tabular-nums">{f?.funcionarios ?? ''}</TableCell>
                  <TableCell>{f ? (f.ignorarInconsistencias ? 'Ignoradas' : 'Verificadas') : ''}</TableCell>
                  <TableCell className="space-x-3 text-right whitespace-nowrap">
                    {f && (
                      <Link to="/fechamento/$id" params={{ id: String(f.id) }} className={linkClass}>
                        Detalhes<span className="sr-only"> do fechamento de {c.descricaoCurta}</span>
                      </Link>
                    )}
                    {f && podeFechar && (
                      <Link to="/fechamento/$id/export" params={{ id: String(f.id) }} className={linkClass}>
                        Exportar<span className="sr-only"> o fechamento de {c.descricaoCurta}</span>
                      </Link>
                    )}
                    {!f && !c.fechada && podeFechar && (
                      <Link to="/fechamento/$id/fechar" params={{ id: String(c.id) }} className={linkClass}>
                        Fechar<span className="sr-only"> a competência {c.descricaoCurta}</span>
                      </Link>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {info && <Paginacao pagina={page} totalPaginas={info.totalPages} onPagina={setPage} />}
        </>
      )}
    </div>
  )
}
