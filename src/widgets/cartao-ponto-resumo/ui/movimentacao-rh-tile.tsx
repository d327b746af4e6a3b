import { canChange, type CartaoPonto, type MovimentacaoRh } from '@/entities/cartao-ponto'
import { useSessao } from '@/entities/sessao'
import {
  MovimentacaoRhAcoes,
  podeRemoverMovimentacao,
  podeReprocessarMovimentacao,
} from '@/features/cartao-ponto/movimentacao-rh'
import { formatDate } from '@/shared/lib'
import { Card, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/shared/ui'

const CABECALHOS = ['Tipo', 'Movimentação', 'Início', 'Fim', 'Observação', 'Afastamento', 'Rescisão']

export interface MovimentacaoRhTileProps {
  movimentacoes: readonly MovimentacaoRh[]
  /** The card shown: its movements can be removed or reprocessed when the user may change it (TC-142..145). */
  cartao?: CartaoPonto
}

/** TC-141..145, TC-188: the HR movements of the competence. */
export function MovimentacaoRhTile({ movimentacoes, cartao }: MovimentacaoRhTileProps) {
  const sessao = useSessao()
  const acoes =
    cartao !== undefined &&
    canChange(sessao, cartao) &&
    (podeRemoverMovimentacao(sessao) || podeReprocessarMovimentacao(sessao))
  const ids = cartao && { funcionarioId: cartao.funcionario.id, competenciaId: cartao.competencia.id }
  return (
    <Card title="Movimentações RH" aria-label="Movimentações RH">
      <Table className="text-xs">
        <TableHead>
          <TableRow>
            {CABECALHOS.map((c) => (
              <TableHeaderCell key={c}>{c}</TableHeaderCell>
            ))}
            {acoes && (
              <TableHeaderCell>
                <span className="sr-only">Ações</span>
              </TableHeaderCell>
            )}
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
              {acoes && ids && (
                <TableCell>
                  <MovimentacaoRhAcoes cartao={ids} movimentacao={m} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  )
}
