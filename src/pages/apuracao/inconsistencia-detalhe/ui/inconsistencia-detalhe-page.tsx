import type { ReactNode } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { inconsistenciaQueries, type InconsistenciasSearch } from '@/entities/apuracao/inconsistencia'
import { mayOpen, useSessao } from '@/entities/sessao'
import { formatDate } from '@/shared/lib'
import { Card, PageTitle } from '@/shared/ui'

export const DIA_CORRIGIDO = 'Este dia não está mais inconsistente.'

const linkClass = 'font-medium text-brand-700 underline-offset-2 hover:underline'

function Item({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-3 gap-2 py-1.5">
      <dt className="text-sm font-medium text-slate-600">{rotulo}</dt>
      <dd className="col-span-2 text-sm text-slate-900">{children || '—'}</dd>
    </div>
  )
}

/**
 * /registro-inconsistente/{id} (AUTH-052): one inconsistent day, id '{funcionarioId}-{yyyy-MM-dd}': the employee,
 * the card's message, the punches and the schedule, and the way to the day on the time card. Read again whenever it is
 * opened, so a day corrected on the card says so. The route's loader reads it (carregarInconsistencia).
 */
export function InconsistenciaDetalhePage({ id, lista }: { id: string; lista: InconsistenciasSearch }) {
  const sessao = useSessao()
  const { data: i } = useSuspenseQuery(inconsistenciaQueries.detalhe(id))
  const competencia = String(i.competencia.id)
  const funcionario = String(i.funcionario.id)
  const podeCartao = mayOpen(sessao, `/manutencao/${competencia}/${funcionario}`)
  const horario = [i.codigoHorario, i.quadroHorarioDescricao].filter(Boolean).join(' - ')

  return (
    <div className="flex flex-col gap-4">
      <PageTitle
        className="mb-0"
        subtitle={`${i.funcionario.nome} em ${formatDate(i.data)}`}
        actions={
          <>
            <Link to="/registro-inconsistente" search={lista} className={linkClass}>
              Voltar às inconsistências
            </Link>
            {podeCartao && (
              <Link
                to="/manutencao/$competencia/$funcionario"
                params={{ competencia, funcionario }}
                hash={`dia-${i.data}`}
                className="inline-flex h-9 items-center rounded-md bg-brand-500 px-4 text-sm font-medium text-white hover:bg-brand-600"
              >
                Abrir no cartão ponto
              </Link>
            )}
          </>
        }
      >
        Registro inconsistente
      </PageTitle>
      {!i.inconsistente && (
        <p role="status" className="rounded-md border border-success-500/40 bg-success-50 px-4 py-2 text-sm font-medium text-slate-900">
          {DIA_CORRIGIDO}
        </p>
      )}
      <Card title="Dia" aria-label="Dia">
        <dl className="divide-y divide-slate-100">
          <Item rotulo="Funcionário">
            <span className="text-slate-600 tabular-nums">{i.funcionario.matricula}</span> {i.funcionario.nome}
          </Item>
          <Item rotulo="Departamento">{i.departamento?.descricao}</Item>
          <Item rotulo="Competência">{i.competencia.descricaoCurta}</Item>
          <Item rotulo="Data">
            <span className="tabular-nums">{formatDate(i.data)}</span> <span className="text-slate-600">{i.diaSemanaAbreviado}</span>
          </Item>
          <Item rotulo="Inconsistência">
            {i.inconsistente && <span className="text-danger-500">{i.errorMessage ?? 'Registro inconsistente'}</span>}
          </Item>
          <Item rotulo="Marcações">
            <span className="tabular-nums">{i.marcacoes.join(' ')}</span>
          </Item>
          <Item rotulo="Horas trabalhadas">
            <span className="tabular-nums">{i.horas}</span>
          </Item>
        </dl>
      </Card>
      <Card title="Horário" aria-label="Horário">
        <dl className="divide-y divide-slate-100">
          <Item rotulo="Quadro de horário">{horario}</Item>
          <Item rotulo="Jornada">
            <span className="tabular-nums">{i.quadroHorarioResumo}</span>
          </Item>
          <Item rotulo="Carga horária">
            <span className="tabular-nums">{i.cargaHoraria}</span>
          </Item>
        </dl>
      </Card>
    </div>
  )
}
