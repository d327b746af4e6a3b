import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { ImportacaoAfdResultado, importacaoAfdQueries, type ImportacaoAfdResumo } from '@/entities/fiscal/importacao-afd'
import { ReprocessarAfdButton } from '@/features/fechamento/reprocessar-afd'
import { contagem, formatDate, formatDateTime } from '@/shared/lib'
import { Button, EmptyState, ErrorAlert, PageTitle, Paginacao, Spinner, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/shared/ui'
import { IMPORTACOES_POR_PAGINA } from '../model/carregar'

function Detalhes({ id }: { id: number }) {
  const importacao = useQuery(importacaoAfdQueries.detalhe(id))
  if (importacao.isPending) return <Spinner />
  if (importacao.isError) return <ErrorAlert error={importacao.error} />
  return <ImportacaoAfdResultado importacao={importacao.data} />
}

const periodo = (i: ImportacaoAfdResumo) => (i.inicio && i.fim ? `${formatDate(i.inicio)} a ${formatDate(i.fim)}` : '')

/**
 * /afd: the AFD files imported (newest first), their outcome, details and reprocess. The route's loader reads the first
 * page (carregarAfd); the pages turned here keep the previous one shown while they load.
 */
export function AfdPage() {
  const [page, setPage] = useState(0)
  const [aberto, setAberto] = useState<number | null>(null)
  const lista = useQuery(importacaoAfdQueries.lista(page, IMPORTACOES_POR_PAGINA))
  const info = lista.data?.page
  return (
    <div className="flex flex-col gap-4">
      <PageTitle
        className="mb-0"
        subtitle="Arquivos Fonte de Dados dos relógios (Portarias 671 e 1510)"
        actions={
          <Link to="/afd/upload" className="inline-flex h-9 items-center rounded-md bg-brand-500 px-4 text-sm font-medium text-white hover:bg-brand-600">
            Importar AFD
          </Link>
        }
      >
        Importação de AFD
      </PageTitle>
      {lista.isPending ? (
        <Spinner />
      ) : lista.isError ? (
        <ErrorAlert error={lista.error} />
      ) : lista.data.items.length === 0 ? (
        <EmptyState>Nenhum AFD importado.</EmptyState>
      ) : (
        <>
          <Table aria-label="Importações de AFD">
            <TableHead>
              <TableRow>
                <TableHeaderCell>Arquivo</TableHeaderCell>
                <TableHeaderCell>Importado em</TableHeaderCell>
                <TableHeaderCell>Portaria</TableHeaderCell>
                <TableHeaderCell>REP</TableHeaderCell>
                <TableHeaderCell>Período</TableHeaderCell>
                <TableHeaderCell>Situação</TableHeaderCell>
                <TableHeaderCell>Marcações</TableHeaderCell>
                <TableHeaderCell>
                  <span className="sr-only">Ações</span>
                </TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lista.data.items.map((i) => (
                <TableRow key={i.id} data-testid={`afd-${i.id}`}>
                  <TableCell className="font-medium">{i.nomeArquivo}</TableCell>
                  <TableCell className="tabular-nums">
                    {formatDateTime(i.dataImportacao)} <span className="text-slate-600">{i.usuario}</span>
                  </TableCell>
                  <TableCell>{i.portaria ?? ''}</TableCell>
                  <TableCell className="tabular-nums">{i.numeroFabricacao ?? ''}</TableCell>
                  <TableCell className="tabular-nums">{periodo(i)}</TableCell>
                  <TableCell className={i.situacao === 'REJEITADO' ? 'font-medium text-danger-500' : ''}>
                    {i.situacao === 'REJEITADO' ? `Rejeitado (${contagem(i.totalErros, 'erro', 'erros')})` : 'Importado'}
                  </TableCell>
                  <TableCell className="tabular-nums">
                    {i.importadas} de {i.marcacoes}
                    {i.totalPendentes > 0 && <span className="text-slate-600"> ({contagem(i.totalPendentes, 'pendente', 'pendentes')})</span>}
                  </TableCell>
                  <TableCell className="text-right whitespace-nowrap">
                    <div className="flex items-start justify-end gap-2">
                      <Button size="sm" variant="ghost" aria-expanded={aberto === i.id} onClick={() => setAberto(aberto === i.id ? null : i.id)}>
                        {aberto === i.id ? 'Ocultar' : 'Detalhes'}
                        <span className="sr-only"> de {i.nomeArquivo}</span>
                      </Button>
                      {i.situacao === 'IMPORTADO' && <ReprocessarAfdButton id={i.id} nomeArquivo={i.nomeArquivo} />}
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {aberto !== null && <Detalhes id={aberto} />}
          {info && <Paginacao pagina={page} totalPaginas={info.totalPages} onPagina={setPage} />}
        </>
      )}
    </div>
  )
}
