import { formatHhmm, type BancoCompensacaoResumo } from '@/entities/cartao-ponto'
import type { Sessao } from '@/entities/sessao'
import { formatDate, formatMesAno } from '@/shared/lib'
import { Card, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/shared/ui'
import { RouteLink } from './route-link'

const num = 'text-right font-mono tabular-nums'

type Competencia = BancoCompensacaoResumo['competencias'][number]

const COLUNAS_COMPETENCIA: Array<[rotulo: string, campo: Exclude<keyof Competencia, 'mes' | 'ano' | 'validoAte'>]> = [
  ['Saldo Inicial', 'saldoInicial'],
  ['Créditos', 'mais'],
  ['Créditos Manuais', 'maisManual'],
  ['Total Créditos', 'maisTotal'],
  ['Débitos', 'menos'],
  ['Débitos Manuais', 'menosManual'],
  ['Total Débitos', 'menosTotal'],
  ['Saldo Final', 'saldoFinal'],
]

function PorCompetencia({ competencias }: { competencias: readonly Competencia[] }) {
  return (
    <Table className="text-xs">
      <TableHead>
        <TableRow>
          <TableHeaderCell>Competência</TableHeaderCell>
          {COLUNAS_COMPETENCIA.map(([rotulo]) => (
            <TableHeaderCell key={rotulo} className="text-right">
              {rotulo}
            </TableHeaderCell>
          ))}
          <TableHeaderCell>Válido até</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {competencias.map((c) => (
          <TableRow key={`${c.ano}-${c.mes}`}>
            <TableCell className="font-mono tabular-nums">{formatMesAno(c.mes, c.ano)}</TableCell>
            {COLUNAS_COMPETENCIA.map(([, campo]) => (
              <TableCell key={campo} className={num}>
                {formatHhmm(c[campo])}
              </TableCell>
            ))}
            <TableCell>{formatDate(c.validoAte)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

function PorVencimento({ vencimentos }: { vencimentos: BancoCompensacaoResumo['vencimentos'] }) {
  return (
    <Table className="text-xs">
      <TableHead>
        <TableRow>
          <TableHeaderCell>Vencimento</TableHeaderCell>
          <TableHeaderCell className="text-right">Saldo</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {vencimentos.map((v) => (
          <TableRow key={v.vencimento}>
            <TableCell>{formatDate(v.vencimento)}</TableCell>
            <TableCell className={num}>{formatHhmm(v.saldo)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

/** TC-183..TC-186: the compensation bank by competence or by expiry date. */
export function BancoCompensacaoTile({
  resumo,
  titulo,
  sessao,
}: {
  resumo: BancoCompensacaoResumo
  titulo: string
  sessao: Sessao
}) {
  return (
    <Card
      title={titulo}
      aria-label={titulo}
      actions={
        <RouteLink sessao={sessao} to="/banco-compensacao-lancamentos" hideWhenDenied>
          Lançamentos
        </RouteLink>
      }
    >
      <p className="mb-2 text-xs text-slate-700">
        <span className="font-semibold">{resumo.descricao}</span> — de {formatDate(resumo.inicio)}
        {resumo.fim ? ` a ${formatDate(resumo.fim)}` : ' (sem fim)'}
      </p>
      {resumo.tipo === 'COMPETENCIAS' ? (
        <PorCompetencia competencias={resumo.competencias} />
      ) : (
        <PorVencimento vencimentos={resumo.vencimentos} />
      )}
    </Card>
  )
}
