import { useState } from 'react'
import { estaMarcado, type SelecaoLote } from '@/entities/acao-lote'
import { FiltrarFuncionariosDialog, FiltroChips } from '@/features/filtrar-funcionarios'
import { Button, EmptyState, ErrorAlert, Paginacao, Spinner, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/shared/ui'

export interface SelecaoFuncionariosProps {
  selecao: SelecaoLote
}

/** The count shown above the list (BATCH-010/011). */
export function textoSelecionados(n: number): string {
  if (n === 0) return 'Nenhum funcionário selecionado'
  return n === 1 ? '1 funcionário selecionado' : `${n} funcionários selecionados`
}

/** BATCH-001, BATCH-009..013: the employees of a batch action, filtered and paged, each with its check box. */
export function SelecaoFuncionarios({ selecao }: SelecaoFuncionariosProps) {
  const [filtrando, setFiltrando] = useState(false)
  const { filtro, setFiltro, page, setPage, parametros, dispatch, lista } = selecao
  const pagina = lista.data
  const total = pagina?.page.totalElements ?? 0
  const totalPaginas = pagina?.page.totalPages ?? 0
  const paginaMarcada = pagina !== undefined && pagina.items.length > 0 && pagina.items.every((f) => estaMarcado(parametros, f.id))
  return (
    <section aria-labelledby="selecao-funcionarios-titulo" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="selecao-funcionarios-titulo" className="text-base font-semibold text-slate-900">
          Funcionários
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="secondary" size="sm" onClick={() => setFiltrando(true)}>
            Filtrar funcionários
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={total === 0 || (parametros.allChecked && parametros.selecionados === total)}
            onClick={() => dispatch({ type: 'marcarTodos', totalElements: total })}
          >
            Selecionar todos ({total})
          </Button>
          <Button variant="ghost" size="sm" disabled={parametros.selecionados === 0} onClick={() => dispatch({ type: 'limpar' })}>
            Limpar seleção
          </Button>
        </div>
      </div>
      <FiltroChips filtro={filtro} onChange={(novo) => setFiltro({ ...novo, controlaPonto: filtro.controlaPonto })} />
      <p role="status" className="text-sm font-medium text-slate-700">
        {textoSelecionados(parametros.selecionados)}
      </p>
      {lista.isPending ? (
        <Spinner />
      ) : lista.isError ? (
        <ErrorAlert error={lista.error} />
      ) : lista.data.items.length === 0 ? (
        <EmptyState>Nenhum funcionário atende ao filtro.</EmptyState>
      ) : (
        <>
          <Table aria-label="Funcionários da ação em lote" className={lista.isPlaceholderData ? 'opacity-60' : undefined}>
            <TableHead>
              <TableRow>
                <TableHeaderCell className="w-10">
                  <input
                    type="checkbox"
                    aria-label="Selecionar os funcionários desta página"
                    className="size-4 accent-brand-500"
                    checked={paginaMarcada}
                    onChange={(event) => {
                      for (const f of lista.data.items) dispatch({ type: 'marcar', id: f.id, checked: event.target.checked })
                    }}
                  />
                </TableHeaderCell>
                <TableHeaderCell>Matrícula</TableHeaderCell>
                <TableHeaderCell>Nome</TableHeaderCell>
                <TableHeaderCell>Departamento</TableHeaderCell>
                <TableHeaderCell>Cargo</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lista.data.items.map((f) => (
                <TableRow key={f.id}>
                  <TableCell>
                    <input
                      type="checkbox"
                      aria-label={`Selecionar ${f.nomeOrNomeSocial}`}
                      className="size-4 accent-brand-500"
                      checked={estaMarcado(parametros, f.id)}
                      onChange={(event) => dispatch({ type: 'marcar', id: f.id, checked: event.target.checked })}
                    />
                  </TableCell>
                  <TableCell className="tabular-nums">{f.matricula ?? '-'}</TableCell>
                  <TableCell>
                    {f.nomeOrNomeSocial}
                    {!f.ativo && <span className="ml-2 text-xs text-danger-500">Demitido</span>}
                  </TableCell>
                  <TableCell>{f.departamento?.descricao ?? '-'}</TableCell>
                  <TableCell>{f.cargo?.descricao ?? '-'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Paginacao pagina={page} totalPaginas={totalPaginas} onPagina={setPage} rotulo="Páginas de funcionários" />
        </>
      )}
      <FiltrarFuncionariosDialog
        open={filtrando}
        onOpenChange={setFiltrando}
        value={filtro}
        onApply={(novo) => setFiltro({ ...novo, controlaPonto: filtro.controlaPonto })}
      />
    </section>
  )
}
