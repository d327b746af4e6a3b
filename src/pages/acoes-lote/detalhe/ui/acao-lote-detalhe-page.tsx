import { Link } from '@tanstack/react-router'
import { useSuspenseQuery } from '@tanstack/react-query'
import { acaoLoteQueries } from '@/entities/acao-lote'
import { formatDate, formatDateTime } from '@/shared/lib'
import { Card, PageTitle, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/shared/ui'

function periodo(dataInicial: string | null, dataFinal: string | null): string {
  if (!dataInicial) return '-'
  if (!dataFinal) return `a partir de ${formatDate(dataInicial)}`
  return dataInicial === dataFinal ? formatDate(dataInicial) : `${formatDate(dataInicial)} a ${formatDate(dataFinal)}`
}

/**
 * /acoes-lote/{id}/view: what a batch action did and to whom (the time card's treatments link here); the route's loader
 * reads it (carregarAcaoLoteDetalhe).
 */
export function AcaoLoteDetalhePage({ id }: { id: number }) {
  const acao = useSuspenseQuery(acaoLoteQueries.detalhe(id))
  return (
    <div className="flex flex-col gap-4">
      <PageTitle
        className="mb-0"
        subtitle={acao.data.descricao}
        actions={
          <Link to="/acoes-lote" className="text-sm text-brand-600 underline underline-offset-2">
            Voltar para Ações em Lote
          </Link>
        }
      >
        Ação em lote nº {id}
      </PageTitle>
      <Card title="O que foi feito">
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium text-slate-600">Ação</dt>
          <dd>{acao.data.descricao}</dd>
          <dt className="font-medium text-slate-600">Período</dt>
          <dd>{periodo(acao.data.dataInicial, acao.data.dataFinal)}</dd>
          {acao.data.parametros.map((p) => (
            <div key={p.label} className="contents">
              <dt className="font-medium text-slate-600">{p.label}</dt>
              <dd>{p.valor}</dd>
            </div>
          ))}
          <dt className="font-medium text-slate-600">Realizada em</dt>
          <dd>{formatDateTime(acao.data.dataHora)}</dd>
          <dt className="font-medium text-slate-600">Por</dt>
          <dd>{acao.data.usuario}</dd>
          <dt className="font-medium text-slate-600">Tratamentos no cartão ponto</dt>
          <dd className="tabular-nums">{acao.data.tratamentos}</dd>
        </dl>
      </Card>
      <Table aria-label="Funcionários da ação em lote">
        <TableHead>
          <TableRow>
            <TableHeaderCell>Matrícula</TableHeaderCell>
            <TableHeaderCell>Nome</TableHeaderCell>
            <TableHeaderCell>Departamento</TableHeaderCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {acao.data.funcionarios.map((f) => (
            <TableRow key={f.id}>
              <TableCell className="tabular-nums">{f.matricula ?? '-'}</TableCell>
              <TableCell>{f.nomeOrNomeSocial}</TableCell>
              <TableCell>{f.departamento?.descricao ?? '-'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <p className="text-sm text-slate-600">
        {acao.data.funcionarios.length === 1 ? '1 funcionário' : `${acao.data.funcionarios.length} funcionários`}
      </p>
    </div>
  )
}
