import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { cartaoDiarioQueries, type LinhaCartaoDiario } from '@/entities/apuracao/cartao-diario'
import { DataFiltro, DepartamentoFiltro } from '@/widgets/filtros-apuracao'
import { cn, formatDate } from '@/shared/lib'
import { EmptyState, ErrorAlert, PageTitle, Spinner, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/shared/ui'

export const SEM_FUNCIONARIOS = 'Nenhum funcionário com cartão ponto nesta data.'

const FIGURAS: { campo: keyof LinhaCartaoDiario; titulo: string }[] = [
  { campo: 'cargaHoraria', titulo: 'Carga horária' },
  { campo: 'horas', titulo: 'Horas' },
  { campo: 'horaExtra', titulo: 'Hora extra' },
  { campo: 'falta', titulo: 'Falta' },
  { campo: 'atraso', titulo: 'Atraso' },
  { campo: 'saidaAntecipada', titulo: 'Saída antecipada' },
  { campo: 'saldoBanco', titulo: 'Banco de horas' },
]

/**
 * /cartao-ponto-diario (AUTH-031): one date of every employee's time card, their punches and figures as each card
 * shows them, filtered by department. Inconsistent days are painted as on the card (TC-093).
 */
export function CartaoPontoDiarioPage() {
  const [data, setData] = useState('')
  const [departamentoId, setDepartamentoId] = useState<number | undefined>()
  const dia = useQuery(cartaoDiarioQueries.dia({ ...(data ? { data } : {}), ...(departamentoId !== undefined ? { departamentoId } : {}) }))
  const mostrada = data || dia.data?.data || ''

  return (
    <div className="flex flex-col gap-4">
      <PageTitle
        className="mb-0"
        subtitle={dia.data ? `${formatDate(dia.data.data)}${dia.data.competencia ? ` · competência ${dia.data.competencia.descricaoCurta}` : ''}` : undefined}
      >
        Cartão Ponto Diário
      </PageTitle>
      <form role="search" aria-label="Filtrar o cartão ponto diário" className="grid gap-3 md:grid-cols-[12rem_1fr]" onSubmit={(e) => e.preventDefault()}>
        <DataFiltro label="Data" value={mostrada} onChange={setData} />
        <DepartamentoFiltro value={departamentoId} onChange={setDepartamentoId} />
      </form>
      {dia.isPending ? (
        <Spinner />
      ) : dia.isError ? (
        <ErrorAlert error={dia.error} />
      ) : dia.data.linhas.length === 0 ? (
        <EmptyState>{SEM_FUNCIONARIOS}</EmptyState>
      ) : (
        <Table aria-label={`Cartão ponto diário de ${formatDate(dia.data.data)}`}>
          <TableHead>
            <TableRow>
              <TableHeaderCell>Funcionário</TableHeaderCell>
              <TableHeaderCell>Departamento</TableHeaderCell>
              <TableHeaderCell>Marcações</TableHeaderCell>
              {FIGURAS.map((f) => (
                <TableHeaderCell key={f.campo} className="text-right">
                  {f.titulo}
                </TableHeaderCell>
              ))}
              <TableHeaderCell>Ocorrência</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {dia.data.linhas.map((l) => (
              <TableRow
                key={l.funcionario.id}
                data-testid={`diario-${l.funcionario.id}`}
                data-tone={l.inconsistente ? 'danger' : 'default'}
                className={cn(l.inconsistente && 'bg-danger-50')}
              >
                <TableCell>
                  {dia.data.competencia ? (
                    <Link
                      to="/manutencao/$competencia/$funcionario"
                      params={{ competencia: String(dia.data.competencia.id), funcionario: String(l.funcionario.id) }}
                      hash={`dia-${dia.data.data}`}
                      className="font-medium text-brand-700 underline-offset-2 hover:underline"
                    >
                      {l.funcionario.nome}
                    </Link>
                  ) : (
                    l.funcionario.nome
                  )}
                  <span className="block text-xs text-slate-600 tabular-nums">{l.funcionario.matricula}</span>
                </TableCell>
                <TableCell>{l.departamento?.descricao}</TableCell>
                <TableCell className="whitespace-nowrap tabular-nums">{l.marcacoes.join(' ')}</TableCell>
                {FIGURAS.map((f) => (
                  <TableCell key={f.campo} className="text-right tabular-nums">
                    {String(l[f.campo] ?? '')}
                  </TableCell>
                ))}
                <TableCell className={cn(l.errorMessage && 'text-danger-500')}>{l.errorMessage ?? l.ocorrencia}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  )
}
