import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { formatHhmm } from '@/entities/cartao-ponto'
import { mayOpen, useSessao } from '@/entities/sessao'
import { Card } from '@/shared/ui'
import { DuploVinculoCard } from './duplo-vinculo-card'
import { FuncionarioLayout } from './funcionario-layout'

function Dado({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-slate-500">{rotulo}</dt>
      <dd className="text-sm font-medium text-slate-800">{children ?? '—'}</dd>
    </div>
  )
}

const linkClass = 'text-sm text-brand-600 underline underline-offset-2 hover:text-brand-700'

/**
 * /funcionario/{id}/dashboard (AUTH-029): the links in force, this competence's card figures, pending requests, dual
 * employment. `filtroDoCartao`: the time card's filter it was opened with, kept by its 'Cartão ponto' link.
 */
export function FuncionarioDashboardPage({ id, filtroDoCartao = {} }: { id: number; filtroDoCartao?: Readonly<Record<string, unknown>> }) {
  const sessao = useSessao()
  return (
    <FuncionarioLayout id={id} pagina="dashboard">
      {(f) => {
        const cartao = f.competencia && `/manutencao/${f.competencia.id}/${id}`
        return (
          <div className="grid gap-4 lg:grid-cols-2">
            <Card title="Vínculos atuais" aria-label="Vínculos atuais">
              <dl className="grid grid-cols-2 gap-4">
                <Dado rotulo="Empresa">{f.empresa}</Dado>
                <Dado rotulo="Cargo">{f.cargo}</Dado>
                <Dado rotulo="Departamento">{f.departamento}</Dado>
                <Dado rotulo="Local de trabalho">{f.localTrabalho}</Dado>
                <Dado rotulo="Quadro de horário">{f.quadroHorario}</Dado>
                <Dado rotulo="Banco de horas">{f.bancoHoras}</Dado>
                <Dado rotulo="Banco de dias">{f.bancoDias}</Dado>
                <Dado rotulo="Banco de compensação">{f.bancoCompensacao}</Dado>
              </dl>
            </Card>
            <Card
              title={f.competencia ? `Competência ${f.competencia.descricao}` : 'Competência'}
              aria-label="Competência atual"
              actions={
                cartao &&
                mayOpen(sessao, cartao) && (
                  <Link to={cartao as string} search={filtroDoCartao} className={linkClass}>
                    Cartão ponto
                  </Link>
                )
              }
            >
              {f.cartao ? (
                <dl className="grid grid-cols-2 gap-4">
                  <Dado rotulo="Horas trabalhadas">{formatHhmm(f.cartao.totalHoras)}</Dado>
                  <Dado rotulo="Horas extras">{formatHhmm(f.cartao.totalHoraExtraGeral)}</Dado>
                  <Dado rotulo="Faltas">
                    {`${formatHhmm(f.cartao.totalFalta)} (${f.cartao.totalDiasFalta} ${f.cartao.totalDiasFalta === 1 ? 'dia' : 'dias'})`}
                  </Dado>
                  <Dado rotulo="Atrasos">{formatHhmm(f.cartao.totalAtraso)}</Dado>
                  {f.cartao.existeBancoHoras && <Dado rotulo="Saldo do banco de horas">{formatHhmm(f.cartao.totalSaldoBancoFinal)}</Dado>}
                </dl>
              ) : (
                <p className="text-sm text-slate-600">Nenhuma competência aberta.</p>
              )}
            </Card>
            <Card title="Solicitações" aria-label="Solicitações">
              <p className="text-sm text-slate-700">
                Pendentes: <span className="font-semibold">{f.solicitacoesPendentes}</span>
              </p>
              {mayOpen(sessao, '/solicitacao') && (
                <Link to="/solicitacao" className={linkClass}>
                  Ver solicitações
                </Link>
              )}
            </Card>
            <DuploVinculoCard id={id} />
          </div>
        )
      }}
    </FuncionarioLayout>
  )
}
