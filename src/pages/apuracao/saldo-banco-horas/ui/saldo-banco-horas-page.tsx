import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { balanceTone } from '@/entities/cartao-ponto'
import { saldoBancoHorasQueries, type SaldoBancoHoras } from '@/entities/apuracao/saldo-banco-hora'
import { CompetenciaFiltro, DepartamentoFiltro } from '@/widgets/filtros-apuracao'
import { cn } from '@/shared/lib'
import { EmptyState, ErrorAlert, PageTitle, Spinner, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/shared/ui'

export const SEM_SALDOS = 'Nenhum funcionário com banco de horas nesta competência.'

/** The columns of the card's hour bank table (TC-176), in its order. */
const COLUNAS: { campo: keyof SaldoBancoHoras; titulo: string }[] = [
  { campo: 'totalSaldoBancoInicial', titulo: 'Saldo inicial' },
  { campo: 'totalSaldoBancoMais', titulo: 'Mais' },
  { campo: 'totalSaldoBancoMenos', titulo: 'Menos' },
  { campo: 'totalLancamentoBancoMais', titulo: 'Lançamentos mais' },
  { campo: 'totalLancamentoBancoMenos', titulo: 'Lançamentos menos' },
  { campo: 'totalSaldoBancoPago', titulo: 'Pago' },
  { campo: 'totalSaldoBancoFinal', titulo: 'Saldo final' },
  { campo: 'totalSaldoBancoMenosDiaAtual', titulo: 'Saldo até ontem' },
]

/** TC-173: as on the card, a balance is red when negative, blue otherwise. */
const TOM: Record<ReturnType<typeof balanceTone>, string> = { positive: 'text-brand-700', negative: 'text-danger-500' }

/** /bancohoras-saldo (AUTH-067): the hour bank of every employee who has one, as their time card computes it. */
export function SaldoBancoHorasPage() {
  const [competenciaId, setCompetenciaId] = useState<number | undefined>()
  const [departamentoId, setDepartamentoId] = useState<number | undefined>()
  const lista = useQuery(
    saldoBancoHorasQueries.lista({ ...(competenciaId !== undefined ? { competenciaId } : {}), ...(departamentoId !== undefined ? { departamentoId } : {}) }),
  )
  return (
    <div className="flex flex-col gap-4">
      <PageTitle className="mb-0" subtitle={lista.data ? `Competência ${lista.data.competencia.descricaoCurta}` : undefined}>
        Saldo de Banco de Horas
      </PageTitle>
      <form role="search" aria-label="Filtrar saldos" className="grid gap-3 md:grid-cols-2" onSubmit={(e) => e.preventDefault()}>
        <CompetenciaFiltro value={competenciaId ?? lista.data?.competencia.id} onChange={setCompetenciaId} isClearable={false} />
        <DepartamentoFiltro value={departamentoId} onChange={setDepartamentoId} />
      </form>
      {lista.isPending ? (
        <Spinner />
      ) : lista.isError ? (
        <ErrorAlert error={lista.error} />
      ) : lista.data.saldos.length === 0 ? (
        <EmptyState>{SEM_SALDOS}</EmptyState>
      ) : (
        <Table aria-label="Saldos de banco de horas">
          <TableHead>
            <TableRow>
              <TableHeaderCell>Funcionário</TableHeaderCell>
              <TableHeaderCell>Banco de horas</TableHeaderCell>
              {COLUNAS.map((c) => (
                <TableHeaderCell key={c.campo} className="text-right">
                  {c.titulo}
                </TableHeaderCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {lista.data.saldos.map((s) => (
              <TableRow key={s.funcionario.id} data-testid={`saldo-${s.funcionario.id}`}>
                <TableCell>
                  {s.funcionario.nome}
                  <span className="block text-xs text-slate-600 tabular-nums">
                    {s.funcionario.matricula}
                    {s.departamento ? ` · ${s.departamento.descricao}` : ''}
                  </span>
                </TableCell>
                <TableCell>{s.bancoHoras.descricao}</TableCell>
                {COLUNAS.map((c) => {
                  const valor = String(s[c.campo])
                  return (
                    <TableCell key={c.campo} className={cn('text-right tabular-nums', c.campo === 'totalSaldoBancoFinal' && TOM[balanceTone(valor)])}>
                      {valor}
                    </TableCell>
                  )
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  )
}
