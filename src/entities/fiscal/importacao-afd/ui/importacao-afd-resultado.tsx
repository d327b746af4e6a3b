import { useState, type ReactNode } from 'react'
import { contagem, formatarInteiro, formatDate } from '@/shared/lib'
import { Paginacao, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/shared/ui'
import type { ImportacaoAfd } from '../api/importacao-afd.schema'

/** Rows per page of the errors and of the pending punches: a clock's whole memory can hold tens of thousands. */
export const LINHAS_POR_PAGINA = 100

/** The outcome of an AFD: rejected with its errors line by line (nothing imported), or imported with its counts. */
export function ImportacaoAfdResultado({ importacao }: { importacao: ImportacaoAfd }) {
  const { erros, pendentes } = importacao
  return (
    <section aria-label={`Resultado da importação de ${importacao.nomeArquivo}`} className="flex flex-col gap-3">
      {importacao.situacao === 'REJEITADO' ? (
        <p role="alert" className="rounded-md border border-danger-500/40 bg-danger-50 px-4 py-2 text-sm font-medium text-slate-900">
          Arquivo rejeitado: {contagem(erros.length, 'erro', 'erros')}. Nenhuma marcação foi importada.
        </p>
      ) : (
        <p role="status" className="rounded-md border border-success-500/40 bg-success-50 px-4 py-2 text-sm font-medium text-slate-900">
          Arquivo importado (Portaria {importacao.portaria}): {contagem(importacao.importadas, 'marcação importada', 'marcações importadas')},{' '}
          {contagem(importacao.duplicadas, 'já existente', 'já existentes')}, {contagem(pendentes.length, 'pendente', 'pendentes')}.
        </p>
      )}
      <Paginada key={`erros-${importacao.id}`} rotulo="Erros do arquivo" itens={erros} cabecalho={['Linha', 'Erro']}>
        {(e, i) => (
          <TableRow key={`${e.linha}-${i}`}>
            <TableCell className="tabular-nums">{e.linha === 0 ? 'Arquivo' : e.linha}</TableCell>
            <TableCell>{e.mensagem}</TableCell>
          </TableRow>
        )}
      </Paginada>
      {pendentes.length > LINHAS_POR_PAGINA && <PendentesPorMotivo motivos={pendentes.map((p) => p.motivo)} />}
      <Paginada key={`pendentes-${importacao.id}`} rotulo="Marcações pendentes" itens={pendentes} cabecalho={['Linha', 'NSR', 'Data', 'Hora', 'Empregado', 'Motivo']}>
        {(p) => (
          <TableRow key={p.linha}>
            <TableCell className="tabular-nums">{p.linha}</TableCell>
            <TableCell className="tabular-nums">{String(p.nsr).padStart(9, '0')}</TableCell>
            <TableCell className="tabular-nums">{formatDate(p.data)}</TableCell>
            <TableCell className="tabular-nums">{p.hora}</TableCell>
            <TableCell>{p.identificacao}</TableCell>
            <TableCell>{p.motivo}</TableCell>
          </TableRow>
        )}
      </Paginada>
    </section>
  )
}

/** A table of the file's lines, a page at a time; nothing when there are none. */
function Paginada<T>({ rotulo, itens, cabecalho, children }: { rotulo: string; itens: readonly T[]; cabecalho: string[]; children: (item: T, indice: number) => ReactNode }) {
  const [pagina, setPagina] = useState(0)
  if (itens.length === 0) return null
  const inicio = pagina * LINHAS_POR_PAGINA
  return (
    <>
      <Table aria-label={rotulo}>
        <TableHead>
          <TableRow>
            {cabecalho.map((coluna) => (
              <TableHeaderCell key={coluna}>{coluna}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>{itens.slice(inicio, inicio + LINHAS_POR_PAGINA).map((item, i) => children(item, inicio + i))}</TableBody>
      </Table>
      <Paginacao
        pagina={pagina}
        totalPaginas={Math.ceil(itens.length / LINHAS_POR_PAGINA)}
        onPagina={setPagina}
        total={`(${formatarInteiro(itens.length)} linhas)`}
      />
    </>
  )
}

/** How many punches wait for each reason, most first: what HR acts on when a clock's whole memory comes in. */
function PendentesPorMotivo({ motivos }: { motivos: readonly string[] }) {
  const porMotivo = new Map<string, number>()
  for (const motivo of motivos) porMotivo.set(motivo, (porMotivo.get(motivo) ?? 0) + 1)
  return (
    <Table aria-label="Pendentes por motivo">
      <TableHead>
        <TableRow>
          <TableHeaderCell>Motivo</TableHeaderCell>
          <TableHeaderCell>Marcações</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {[...porMotivo].sort((a, b) => b[1] - a[1]).map(([motivo, n]) => (
          <TableRow key={motivo}>
            <TableCell>{motivo}</TableCell>
            <TableCell className="tabular-nums">{formatarInteiro(n)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
