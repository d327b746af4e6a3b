import { useState } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { BaixarComprovanteButton, formatNsr, relogioQueries } from '@/entities/relogio'
import { cn, formatDate } from '@/shared/lib'
import { EmptyState, ErrorAlert, PageTitle, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/shared/ui'

export const SEM_COMPROVANTES = 'Nenhum comprovante de marcacao encontrado.'

/** On a phone a row keeps its date, time and download: the rest is in the receipt itself, and 'Baixar' stays in view. */
const SO_EM_TELA_LARGA = 'max-md:hidden'

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
              <TableHeaderCell className={SO_EM_TELA_LARGA}>NSR</TableHeaderCell>
              <TableHeaderCell className={SO_EM_TELA_LARGA}>Empregador</TableHeaderCell>
              <TableHeaderCell className={SO_EM_TELA_LARGA}>Código hash</TableHeaderCell>
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
                <TableCell className={cn('tabular-nums', SO_EM_TELA_LARGA)}>{formatNsr(c.nsr)}</TableCell>
                <TableCell className={SO_EM_TELA_LARGA}>{c.empregador.nome}</TableCell>
                <TableCell className={cn('font-mono text-xs', SO_EM_TELA_LARGA)} title={c.hash}>
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
