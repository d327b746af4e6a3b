import type { CartaoPonto } from '@/entities/cartao-ponto'
import type { Sessao } from '@/entities/sessao'
import { Card, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/shared/ui'
import { RouteLink } from './route-link'

const num = 'text-right font-mono tabular-nums'

/** TC-179..TC-181: one row per day bank, each linking to its entries of the competence. */
export function BancoDiasTile({ cartao, sessao }: { cartao: CartaoPonto; sessao: Sessao }) {
  const { funcionario, competencia, bancoDiasResumo } = cartao
  return (
    <Card
      title="Banco de Dias"
      aria-label="Banco de Dias"
      actions={
        <RouteLink sessao={sessao} to={`/funcionario/${funcionario.id}/bancoDias`} hideWhenDenied>
          Bancos do funcionário
        </RouteLink>
      }
    >
      <Table className="text-xs">
        <TableHead>
          <TableRow>
            <TableHeaderCell>Banco</TableHeaderCell>
            <TableHeaderCell className="text-right">Saldo Inicial</TableHeaderCell>
            <TableHeaderCell className="text-right">Créditos</TableHeaderCell>
            <TableHeaderCell className="text-right">Débitos</TableHeaderCell>
            <TableHeaderCell className="text-right">Saldo Final</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {bancoDiasResumo.map((banco) => (
            <TableRow key={banco.bancoId}>
              <TableCell>
                <RouteLink
                  sessao={sessao}
                  to={`/banco-dias/lancamentos/${funcionario.id}/${banco.bancoId}/${competencia.inicio}/${competencia.fim}`}
                >
                  {banco.bancoDescricao}
                </RouteLink>
              </TableCell>
              <TableCell className={num}>{banco.saldoInicial}</TableCell>
              <TableCell className={num}>{banco.saldoBancoMais}</TableCell>
              <TableCell className={num}>{banco.saldoBancoMenos}</TableCell>
              <TableCell className={num}>{banco.saldoBancoFinal}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  )
}
