import { Link, useNavigate } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { acaoLoteQueries } from '@/entities/acao-lote'
import { formatDate, formatDateTime } from '@/shared/lib'
import {
  Button,
  EmptyState,
  PageTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '@/shared/ui'
import type { AcoesLoteSearch } from '../model/search'

export const SEM_ACOES = 'Nenhuma ação em lote realizada.'

function periodoAcao(dataInicial: string | null, dataFinal: string | null): string {
  if (!dataInicial) return '-'
  if (!dataFinal) return `a partir de ${formatDate(dataInicial)}`
  return dataInicial === dataFinal ? formatDate(dataInicial) : `${formatDate(dataInicial)} a ${formatDate(dataFinal)}`
}

/**
 * /acoes-lote (AUTH-055): the batch actions done, newest first, each opening its view. The page is the URL's
 * (`?page=`); 'Anterior' and 'Próxima' push a history entry, so Back returns to the page before. The route's loader
 * reads the page first (carregarAcoesLote).
 */
export function AcoesLotePage({ search }: { search: AcoesLoteSearch }) {
  const { page } = search
  const navigate = useNavigate()
  const irParaPagina = (pagina: number) => void navigate({ to: '.', search: (atual) => ({ ...atual, page: pagina }) })
  const lista = useSuspenseQuery(acaoLoteQueries.lista(page))
  const totalPaginas = lista.data.page.totalPages
  return (
    <div className="flex flex-col gap-4">
      <PageTitle
        className="mb-0"
        actions={
          <Link to="/acoes-lote/new" className="inline-flex h-9 items-center rounded-md bg-brand-500 px-4 text-sm font-medium text-white hover:bg-brand-600">
            Nova ação em lote
          </Link>
        }
      >
        Ações em Lote
      </PageTitle>
      {lista.data.page.totalElements === 0 ? (
        <EmptyState>{SEM_ACOES}</EmptyState>
      ) : (
        <>
          <Table aria-label="Ações em lote realizadas">
            <TableHead>
              <TableRow>
                <TableHeaderCell>Nº</TableHeaderCell>
                <TableHeaderCell>Ação</TableHeaderCell>
                <TableHeaderCell>Período</TableHeaderCell>
                <TableHeaderCell className="text-right">Funcionários</TableHeaderCell>
                <TableHeaderCell>Realizada em</TableHeaderCell>
                <TableHeaderCell>Por</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lista.data.items.map((a) => (
                <TableRow key={a.id}>
                  <TableCell className="tabular-nums">
                    <Link to="/acoes-lote/$id/view" params={{ id: String(a.id) }} className="text-brand-600 underline underline-offset-2">
                      {a.id}
                    </Link>
                  </TableCell>
                  <TableCell>{a.descricao}</TableCell>
                  <TableCell>{periodoAcao(a.dataInicial, a.dataFinal)}</TableCell>
                  <TableCell className="text-right tabular-nums">{a.quantidadeFuncionarios}</TableCell>
                  <TableCell>{formatDateTime(a.dataHora)}</TableCell>
                  <TableCell>{a.usuario}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {(totalPaginas > 1 || page > 0) && (
            <nav aria-label="Páginas de ações em lote" className="flex items-center justify-end gap-2 text-sm">
              <Button variant="secondary" size="sm" disabled={page === 0} onClick={() => irParaPagina(Math.min(page, totalPaginas) - 1)}>
                Anterior
              </Button>
              <span>
                Página {page + 1} de {totalPaginas}
              </span>
              <Button variant="secondary" size="sm" disabled={page + 1 >= totalPaginas} onClick={() => irParaPagina(page + 1)}>
                Próxima
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  )
}
