import { useEffect, useState, type ReactNode } from 'react'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { AceiteButton } from '@/features/cartao-ponto/executar-aceite'
import { aceiteQueries, type Aceite } from '@/entities/apuracao/aceite'
import { useSessao } from '@/entities/sessao'
import { CartaoPontoResumo } from '@/widgets/cartao-ponto-resumo'
import { formatDate, formatDateTime } from '@/shared/lib'
import { ALERT_TIMEOUT_MS, Card, ErrorAlert, PageTitle, Spinner } from '@/shared/ui'
import { cartaoDoAceite, podeVerCartao } from '../model/carregar'

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
 * /aceite/{id} (AUTH-053): one card's acceptance: competence, employee, status and dates, the card's totals, and
 * for the employee's own pending card the same 'Aceite' as the list and the card (TC-062..064). The route's loader reads
 * the acceptance (carregarAceite).
 */
export function AceiteDetalhePage({ id }: { id: string }) {
  const sessao = useSessao()
  const { data: a } = useSuspenseQuery(aceiteQueries.detalhe(id))
  const [sucesso, setSucesso] = useState<string | null>(null)
  const [erro, setErro] = useState<unknown>(null)

  useEffect(() => {
    if (!sucesso) return
    const timer = setTimeout(() => setSucesso(null), ALERT_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [sucesso])

  const competencia = String(a.competencia.id)
  const funcionario = String(a.funcionario.id)
  const podeCartao = podeVerCartao(sessao, a)

  return (
    <div className="flex flex-col gap-4">
      <PageTitle
        className="mb-0"
        subtitle={`${a.funcionario.nome} - ${a.competencia.descricaoCurta}`}
        actions={
          <>
            <Link to="/aceite" className={linkClass}>
              Voltar ao Cartão Ponto Digital
            </Link>
            {podeCartao && (
              <Link to="/manutencao/$competencia/$funcionario" params={{ competencia, funcionario }} className={linkClass}>
                Visualizar cartão ponto
              </Link>
            )}
            {a.podeAceitar && (
              <AceiteButton
                funcionarioId={a.funcionario.id}
                competenciaId={a.competencia.id}
                onSuccess={(mensagem) => {
                  setErro(null)
                  setSucesso(mensagem)
                }}
                onError={setErro}
              />
            )}
          </>
        }
      >
        Aceite do cartão ponto
      </PageTitle>
      {sucesso && (
        <p role="status" className="rounded-md border border-success-500/40 bg-success-50 px-4 py-2 text-sm font-medium text-slate-900">
          {sucesso}
        </p>
      )}
      <ErrorAlert error={erro} onDismiss={() => setErro(null)} />
      <Card title="Dados do aceite" aria-label="Dados do aceite">
        <dl className="divide-y divide-slate-100">
          <Item rotulo="Competência">
            <span className="tabular-nums">{a.competencia.descricaoCurta}</span>{' '}
            <span className="text-slate-600 tabular-nums">
              ({formatDate(a.competencia.inicio)} a {formatDate(a.competencia.fim)})
            </span>
          </Item>
          <Item rotulo="Funcionário">
            <span className="text-slate-600 tabular-nums">{a.funcionario.matricula}</span> {a.funcionario.nome}
          </Item>
          <Item rotulo="Departamento">{a.departamento?.descricao}</Item>
          <Item rotulo="Situação">{a.situacao === 'ACEITO' ? 'Aceito' : 'Aguardando aceite'}</Item>
          <Item rotulo="Aceito em">
            <span className="tabular-nums">{formatDateTime(a.dataAceite)}</span>
          </Item>
        </dl>
      </Card>
      {podeCartao && <TotaisDoCartao aceite={a} />}
    </div>
  )
}

/** The card's month totals, as below its grid. */
function TotaisDoCartao({ aceite: a }: { aceite: Aceite }) {
  const cartao = useQuery(cartaoDoAceite(a))
  if (cartao.isPending) return <Spinner />
  if (cartao.isError) return <ErrorAlert error={cartao.error} />
  return <CartaoPontoResumo cartao={cartao.data} />
}
