import { formatDate } from '@/shared/lib'
import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/shared/ui'
import type { ImportacaoAfd } from '../api/importacao-afd.schema'

const plural = (n: number, um: string, varios: string) => (n === 1 ? `1 ${um}` : `${n} ${varios}`)

/** The outcome of an AFD: rejected with its errors line by line (nothing imported), or imported with its counts. */
export function ImportacaoAfdResultado({ importacao }: { importacao: ImportacaoAfd }) {
  const { erros, pendentes } = importacao
  return (
    <section aria-label={`Resultado da importação de ${importacao.nomeArquivo}`} className="flex flex-col gap-3">
      {importacao.situacao === 'REJEITADO' ? (
        <p role="alert" className="rounded-md border border-danger-500/40 bg-danger-50 px-4 py-2 text-sm font-medium text-slate-900">
          Arquivo rejeitado: {plural(erros.length, 'erro', 'erros')}. Nenhuma marcação foi importada.
        </p>
      ) : (
        <p role="status" className="rounded-md border border-success-500/40 bg-success-50 px-4 py-2 text-sm font-medium text-slate-900">
          Arquivo importado (Portaria {importacao.portaria}): {plural(importacao.importadas, 'marcação importada', 'marcações importadas')},{' '}
          {plural(importacao.duplicadas, 'já existente', 'já existentes')}, {plural(pendentes.length, 'pendente', 'pendentes')}.
        </p>
      )}
      {erros.length > 0 && (
        <Table aria-label="Erros do arquivo">
          <TableHead>
            <TableRow>
              <TableHeaderCell>Linha</TableHeaderCell>
              <TableHeaderCell>Erro</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {erros.map((e, i) => (
              <TableRow key={`${e.linha}-${i}`}>
                <TableCell className="tabular-nums">{e.linha === 0 ? 'Arquivo' : e.linha}</TableCell>
                <TableCell>{e.mensagem}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {pendentes.length > 0 && (
        <Table aria-label="Marcações pendentes">
          <TableHead>
            <TableRow>
              <TableHeaderCell>Linha</TableHeaderCell>
              <TableHeaderCell>NSR</TableHeaderCell>
              <TableHeaderCell>Data</TableHeaderCell>
              <TableHeaderCell>Hora</TableHeaderCell>
              <TableHeaderCell>Empregado</TableHeaderCell>
              <TableHeaderCell>Motivo</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {pendentes.map((p) => (
              <TableRow key={p.linha}>
                <TableCell className="tabular-nums">{p.linha}</TableCell>
                <TableCell className="tabular-nums">{String(p.nsr).padStart(9, '0')}</TableCell>
                <TableCell className="tabular-nums">{formatDate(p.data)}</TableCell>
                <TableCell className="tabular-nums">{p.hora}</TableCell>
                <TableCell>{p.identificacao}</TableCell>
                <TableCell>{p.motivo}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  )
}
