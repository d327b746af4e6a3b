import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { formatDate } from '@/shared/lib'
import { ErrorAlert, Spinner, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/shared/ui'
import { horarioQueries } from '../api/horario.queries'
import type { HorarioFlat } from '../api/horario.schema'
import { TIPOS_HORARIO } from '../model/horario'
import { nomeDiaFlat, paresDoDia } from '../model/horario-flat'

export interface ResumoHorarioProps {
  /** The schedule's id. */
  id: number
  titulo?: string
}

/** REG-031: a schedule as its flat form shows it (GET /api/horarios/{id}/flat): one row per day, pairs and workload. */
export function ResumoHorario({ id, titulo = 'Resumo do horário' }: ResumoHorarioProps) {
  const flat = useQuery(horarioQueries.flat(id))
  const tituloId = useId()
  return (
    <section aria-labelledby={tituloId} className="flex flex-col gap-3 rounded-md border border-slate-200 bg-white p-4">
      <h2 id={tituloId} className="text-sm font-semibold text-slate-800">
        {titulo}
      </h2>
      {flat.isPending ? (
        <Spinner />
      ) : flat.isError ? (
        <ErrorAlert error={flat.error} />
      ) : (
        <ResumoTabela horario={flat.data} tituloId={tituloId} />
      )}
    </section>
  )
}

function ResumoTabela({ horario, tituloId }: { horario: HorarioFlat; tituloId: string }) {
  const dias = horario.dias.map((dia) => ({ dia, pares: paresDoDia(dia) }))
  const colunas = Math.max(0, ...dias.map((d) => d.pares.length))
  const detalhes: [string, string][] = [
    ['Tipo', horario.tipoHorarioDescricao ?? TIPOS_HORARIO[horario.tipoHorario]],
    ...(horario.toleranciaMinutos === undefined ? [] : [['Tolerância', `${horario.toleranciaMinutos} minutos`] as [string, string]]),
    ...(horario.cargaSemanal ? [['Carga semanal', horario.cargaSemanal] as [string, string]] : []),
    ...(horario.intervaloMinimo ? [['Intervalo mínimo', horario.intervaloMinimo] as [string, string]] : []),
    ...(horario.inicioRevezamento ? [['Início do revezamento', formatDate(horario.inicioRevezamento)] as [string, string]] : []),
  ]
  return (
    <>
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {detalhes.map(([rotulo, valor]) => (
          <div key={rotulo} className="flex gap-1">
            <dt className="text-slate-600">{rotulo}:</dt>
            <dd className="font-medium text-slate-800">{valor}</dd>
          </div>
        ))}
      </dl>
      <Table aria-labelledby={tituloId}>
        <TableHead>
          <tr>
            <TableHeaderCell>Dia</TableHeaderCell>
            {Array.from({ length: colunas }, (_, i) => [
              <TableHeaderCell key={`e${i}`}>Entrada {i + 1}</TableHeaderCell>,
              <TableHeaderCell key={`s${i}`}>Saída {i + 1}</TableHeaderCell>,
            ])}
            <TableHeaderCell>Carga horária</TableHeaderCell>
          </tr>
        </TableHead>
        <TableBody>
          {dias.map(({ dia, pares }) => (
            <TableRow key={`${dia.diaSemana ?? ''}${dia.sequencia ?? ''}`} className={dia.folga ? 'bg-success-50' : undefined}>
              <TableHeaderCell scope="row" className="border-b-0 font-medium normal-case">
                {nomeDiaFlat(dia)}
              </TableHeaderCell>
              {colunas > 0 &&
                (dia.folga ? (
                  <TableCell colSpan={2 * colunas}>Folga</TableCell>
                ) : (
                  Array.from({ length: colunas }, (_, i) => [
                    <TableCell key={`e${i}`}>{pares[i]?.entrada ?? ''}</TableCell>,
                    <TableCell key={`s${i}`}>{pares[i]?.saida ?? ''}</TableCell>,
                  ])
                ))}
              <TableCell>{dia.folga ? (colunas > 0 ? '—' : 'Folga') : dia.cargaHoraria}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  )
}
