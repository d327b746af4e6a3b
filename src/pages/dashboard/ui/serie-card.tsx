import { lazy, Suspense } from 'react'
import { Card, Spinner, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/shared/ui'
import { MSG_GRAFICO_SEM_DADOS } from '@/shared/config'
import { temDados, type SerieDashboard } from '../model/series'

const GraficoSerie = lazy(() => import('./grafico-serie'))

/** A series: its chart (with an accessible name), its legend and its data as a table (the chart's alternative). */
export function SerieCard({ serie }: { serie: SerieDashboard }) {
  const tituloId = `serie-${serie.id}`
  return (
    <Card title={<span id={tituloId}>{serie.titulo}</span>} aria-labelledby={tituloId}>
      {temDados(serie) ? (
        <>
          <div className={serie.tipo === 'barras-horizontais' ? 'h-80' : 'h-64'}>
            <Suspense
              fallback={
                <div className="flex h-full items-center justify-center">
                  <Spinner />
                </div>
              }
            >
              <GraficoSerie serie={serie} />
            </Suspense>
          </div>
          {!serie.corDaLinha && serie.chaves.length > 1 && (
            <ul aria-label={`Legenda: ${serie.titulo}`} className="mt-2 flex flex-wrap gap-4 text-xs text-slate-700">
              {serie.chaves.map((c) => (
                <li key={c.key} className="flex items-center gap-1.5">
                  <span aria-hidden="true" className="inline-block size-3 rounded-sm" style={{ backgroundColor: c.cor }} />
                  {c.label}
                </li>
              ))}
            </ul>
          )}
          {serie.legenda && <p className="mt-2 text-xs text-slate-700">{serie.legenda}</p>}
        </>
      ) : (
        <p className="py-8 text-center text-sm text-slate-600">{MSG_GRAFICO_SEM_DADOS}</p>
      )}
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-medium text-brand-700">Ver dados em tabela</summary>
        <Table aria-label={`Dados: ${serie.titulo}`} className="mt-2">
          <TableHead>
            <TableRow>
              {serie.tabela.colunas.map((coluna) => (
                <TableHeaderCell key={coluna}>{coluna}</TableHeaderCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {serie.tabela.linhas.map((linha) => (
              <TableRow key={linha[0]}>
                {linha.map((valor, i) =>
                  i === 0 ? (
                    <TableHeaderCell key={i} scope="row" className="border-b-0 font-medium normal-case">
                      {valor}
                    </TableHeaderCell>
                  ) : (
                    <TableCell key={i} className="tabular-nums">
                      {valor}
                    </TableCell>
                  ),
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </details>
    </Card>
  )
}
