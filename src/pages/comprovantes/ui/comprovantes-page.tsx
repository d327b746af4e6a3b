import { useState } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { BaixarComprovanteButton, formatNsr, relogioQueries } from '@/entities/relogio'
import { formatDate } from '@/shared/lib'
import { EmptyState, ErrorAlert, PageTitle, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/shared/ui'

export const SEM_COMPROVANTES = 'Nenhum comprovante de marcacao encontrado.'

/**
 * /comprovantes-marcacao (CLOCK-004): the logged-in user's own clock-in receipts, each downloadable as PDF; the route's
 * loader reads them (carregarComprovantes).
 */
export function ComprovantesPage() {
  const comprovantes = useSuspenseQuery(relogioQueries.comprovantes())
  const [erro, setErro] = useState<unknown>(null)
  return (
    <div className="flex flex-col gap-4">
      <PageTitle className="mb-0" subtitle="Comprovantes de Registro de Ponto do Trabalhador (Portaria MTP nº 671/2021)">
        Comprovantes de Marcação
      </PageTitle>
      <ErrorAlert error={erro} onDismiss={() => setErro(null)} />
      {comprovantes.data.length === 0 ? (
        <EmptyState>{SEM_COMPROVANTES}</EmptyState>
      ) : (
        <Table aria-label="Comprovantes de marcação">
          <TableHead>
            <TableRow>
              <TableHeaderCell>Data</TableHeaderCell>
              <TableHeaderCell>Horário</TableHeaderCell>
              <TableHeaderCell>NSR</TableHeaderCell>
              <TableHeaderCell>Empregador</TableHeaderCell>
              <TableHeaderCell>Código hash</TableHeaderCell>
              <TableHeaderCell>
                <span className="sr-only">Ações</span>
              </TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {comprovantes.data.map((c) => (
              <TableRow key={c.id}>
                <TableCell>{formatDate(c.data)}</TableCell>
                <TableCell className="tabular-nums">{c.hora}</TableCell>
                <TableCell className="tabular-nums">{formatNsr(c.nsr)}</TableCell>
                <TableCell>{c.empregador.nome}</TableCell>
                <TableCell className="font-mono text-xs" title={c.hash}>
                  {c.hash.slice(0, 16)}…
                </TableCell>
                <TableCell className="text-right">
                  <BaixarComprovanteButton comprovante={c} onError={setErro} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  )
}
