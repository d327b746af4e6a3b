import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { funcionarioQueries } from '@/entities/funcionario'
import { mayOpen, useSessao } from '@/entities/sessao'
import { formatDate } from '@/shared/lib'
import { Card, EmptyState, ErrorAlert, Spinner, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/shared/ui'
import { diasDoQuadro, nomeDoHorario, tipoDoHorario } from '../model/quadro-vigente'

const TITULO = 'Quadro de horário vigente'

/** REG-007: the schedule in force today (GET /api/funcionarios/{id}/quadro-vigente) with its days. */
export function QuadroVigenteCard({ id }: { id: number }) {
  const sessao = useSessao()
  const quadro = useQuery(funcionarioQueries.quadroVigente(id))
  if (quadro.isPending)
    return (
      <Card title={TITULO} aria-label={TITULO}>
        <Spinner />
      </Card>
    )
  if (quadro.isError)
    return (
      <Card title={TITULO} aria-label={TITULO}>
        <ErrorAlert error={quadro.error} />
      </Card>
    )
  const q = quadro.data
  if (!q)
    return (
      <Card title={TITULO} aria-label={TITULO}>
        <EmptyState>Nenhum quadro de horário vigente.</EmptyState>
      </Card>
    )
  const nome = nomeDoHorario(q.horario)
  const destino = `/horariotrabalho/${q.horario.id}`
  const dias = diasDoQuadro(q)
  return (
    <Card title={TITULO} aria-label={TITULO}>
      <div className="flex flex-col gap-3">
        <p className="text-sm text-slate-800">
          {mayOpen(sessao, destino) ? (
            <Link to={destino as string} className="font-semibold text-brand-600 underline underline-offset-2 hover:text-brand-700">
              {nome}
            </Link>
          ) : (
            <span className="font-semibold">{nome}</span>
          )}
          <span className="ml-2 text-slate-600">
            {tipoDoHorario(q.horario)} · desde {formatDate(q.inicio)}
            {q.fim ? ` até ${formatDate(q.fim)}` : ''}
          </span>
        </p>
        {q.horario.inicioRevezamento && (
          <p className="text-sm text-slate-600">Ciclo iniciado em {formatDate(q.horario.inicioRevezamento)}</p>
        )}
        {dias.length > 0 && (
          <Table aria-label="Horários do quadro vigente">
            <TableHead>
              <TableRow>
                <TableHeaderCell>Dia</TableHeaderCell>
                <TableHeaderCell>Horários</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {dias.map((d) => (
                <TableRow key={d.dia}>
                  <TableCell>{d.dia}</TableCell>
                  <TableCell>{d.horas}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </div>
    </Card>
  )
}
