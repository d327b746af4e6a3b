import type { MovimentacaoRh } from '@/entities/cartao-ponto'
import { formatDate } from '@/shared/lib'
import { Card, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/shared/ui'

const CABECALHOS = ['Tipo', 'Movimentação', 'Início', 'Fim', 'Observação', 'Afastamento', 'Rescisão']

/** TC-141, TC-188: the HR movements of the competence. */
export function MovimentacaoRhTile({ movimentacoes }: { movimentacoes: readonly MovimentacaoRh[] }) {
  return (
    <Card title="Movimentações RH" aria-label="Movimentações RH">
      <Table className="text-xs">
        <TableHead>
          <TableRow>
            {CABECALHOS.map((c) => (
              <TableHeaderCell key={c}>{c}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {movimentacoes.map((m) => (
            <TableRow key={m.id} data-testid={`movimentacao-${m.id}`}>
              <TableCell>{m.tipoMovimentacaoDescricao}</TableCell>
              <TableCell>{m.movimentacao}</TableCell>
              <TableCell>{formatDate(m.dataInicio)}</TableCell>
              <TableCell>{formatDate(m.dataFim)}</TableCell>
              <TableCell>{m.observacao}</TableCell>
              <TableCell>{m.descricaoAfastamento}</TableCell>
              <TableCell>{formatDate(m.dataRescisao)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  )
}
