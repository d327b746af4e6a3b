import type { ReactNode } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { mayOpen, useSessao } from '@/entities/sessao'
import { solicitacaoQueries, statusLabel, type SolicitacaoDetalhe } from '@/entities/solicitacao'
import { AtestadoDaSolicitacao, DecisaoSolicitacao, DiasNoCartao, useDiasNoCartao } from '@/features/solicitacao/decidir'
import { ExcluirSolicitacaoButton } from '@/features/solicitacao/excluir'
import { formatDate, formatDateTime } from '@/shared/lib'
import { Card, PageTitle } from '@/shared/ui'
import { openFile } from '@/widgets/cartao-ponto-cabecalho'
import { APROVACAO_SEARCH_DEFAULTS, type AprovacaoSearch } from '../model/search'
import { ProximaPendente } from './proxima-pendente'

export type ModoSolicitacao = 'dashboard' | 'aprovacao' | 'estorno'

const linkClass = 'font-medium text-brand-700 underline-offset-2 hover:underline'

const ROTULO_TRATAMENTO: Readonly<Record<string, string>> = {
  INCLUIR_MARCACAO: 'Marcação incluída',
  BANCO_DE_HORAS_DEBITO: 'Débito no banco de horas',
  BANCO_DE_DIAS_DEBITO: 'Débito no banco de dias',
  ABONO: 'Abono',
  ABONO_SAIDA: 'Abono de saída antecipada',
  BANCO_DE_HORAS_DEBITO_SAIDA: 'Débito no banco de horas (saída)',
}

function Item({ rotulo, children }: { rotulo: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-3 gap-2 py-1.5">
      <dt className="text-sm font-medium text-slate-600">{rotulo}</dt>
      <dd className="col-span-2 text-sm text-slate-900">{children || '—'}</dd>
    </div>
  )
}

function periodo(s: SolicitacaoDetalhe): string {
  return s.fim && s.fim !== s.inicio ? `${formatDate(s.inicio)} a ${formatDate(s.fim)}` : formatDate(s.inicio)
}

/** On the approval screen: the request's days as they are on the card, the decision, then the next pending request. */
function Aprovacao({ s, filtro }: { s: SolicitacaoDetalhe; filtro: AprovacaoSearch }) {
  const dias = useDiasNoCartao(s)
  const decidida = !s.acoes.deferir && !s.acoes.indeferir
  return (
    <>
      {dias && <DiasNoCartao contexto={dias} />}
      <DecisaoSolicitacao solicitacao={s} modo="aprovacao" avisos={dias?.avisos} onAbrirArquivo={openFile} />
      {decidida && (
        <>
          <p className="text-sm text-slate-700">A solicitação está {statusLabel(s.status).toLowerCase()}: não há decisão a tomar.</p>
          <ProximaPendente atual={s} filtro={filtro} />
        </>
      )}
    </>
  )
}

/**
 * /solicitacao/{id}/dashboard, /aprovacao and /estorno (REQ-001, REQ-011..013, REQ-016): the request, what it did to
 * the time card, and the actions the user may take here. The route's loader reads the request (carregarSolicitacao).
 */
export function SolicitacaoDashboardPage({
  id,
  modo,
  filtro = APROVACAO_SEARCH_DEFAULTS,
}: {
  id: string
  modo: ModoSolicitacao
  /** The approval screen's list filters ('Próxima pendente'). */
  filtro?: AprovacaoSearch
}) {
  const sessao = useSessao()
  const navigate = useNavigate()
  const { data: s } = useSuspenseQuery(solicitacaoQueries.detalhe(id))
  const cartao = s.competencia ? `/manutencao/${s.competencia.id}/${s.funcionario.id}` : null
  const acoes = s.acoes
  const podeCartao = cartao !== null && mayOpen(sessao, cartao)

  return (
    <div className="flex flex-col gap-4">
      <PageTitle
        className="mb-0"
        subtitle={modo === 'aprovacao' ? 'Deferimento' : modo === 'estorno' ? 'Estorno' : undefined}
        actions={
          <>
            {acoes.editar && (
              <Link to="/solicitacao/$id" params={{ id }} className={linkClass}>
                Editar
              </Link>
            )}
            {modo !== 'aprovacao' && (acoes.deferir || acoes.indeferir) && (
              <Link to="/solicitacao/$id/aprovacao" params={{ id }} className={linkClass}>
                Deferir / Indeferir
              </Link>
            )}
            {modo !== 'estorno' && acoes.estornar && (
              <Link to="/solicitacao/$id/estorno" params={{ id }} className={linkClass}>
                Estornar
              </Link>
            )}
            {acoes.excluir && <ExcluirSolicitacaoButton id={s.id} onExcluida={() => void navigate({ to: '/solicitacao' })} />}
          </>
        }
      >
        Solicitação nº {s.id}
      </PageTitle>
      <Card title="Dados da solicitação">
        <dl className="divide-y divide-slate-100">
          <Item rotulo="Situação">
            <span role="status" aria-label="Situação da solicitação">
              {statusLabel(s.status)}
            </span>
          </Item>
          <Item rotulo="Funcionário">{s.funcionario.nome}</Item>
          <Item rotulo="Tipo">{s.tipoSolicitacao?.descricao}</Item>
          <Item rotulo="Período">{periodo(s)}</Item>
          <Item rotulo={s.efeito === 'INCLUIR_MARCACAO' ? 'Horário' : 'Horas'}>{s.horas}</Item>
          <Item rotulo="Motivo">{s.motivo?.descricao}</Item>
          <Item rotulo="Banco de dias">{s.bancoDias?.descricao}</Item>
          <Item rotulo="Observação do solicitante">{s.observacaoSolicitante}</Item>
          <Item rotulo="Solicitada em">{s.dataSolicitacao ? formatDateTime(s.dataSolicitacao) : null}</Item>
          {s.registradaPor && <Item rotulo="Registrada por">{s.registradaPor.nome}</Item>}
          <Item rotulo="Aprovador">{s.aprovador?.nome}</Item>
          <Item rotulo="Decidida em">{s.dataAprovacao ? formatDateTime(s.dataAprovacao) : null}</Item>
          <Item rotulo={s.status === 'INDEFERIDA' ? 'Motivo do indeferimento' : 'Observação do aprovador'}>{s.observacaoAprovador}</Item>
        </dl>
        {/* Who asked sees the certificate they sent; the approval and reversal screens show it with the decision. */}
        {modo === 'dashboard' && s.anexo && (
          <div className="mt-2 border-t border-slate-100 pt-2">
            <AtestadoDaSolicitacao solicitacaoId={s.id} anexo={s.anexo} onAbrir={openFile} />
          </div>
        )}
      </Card>
      <Card title="No cartão ponto">
        {s.tratamentos.length === 0 ? (
          <p className="text-sm text-slate-600">
            {s.status === 'DEFERIDA' ? 'Nenhum tratamento no cartão ponto.' : 'A solicitação não alterou o cartão ponto.'}
          </p>
        ) : (
          <ul className="list-inside list-disc text-sm text-slate-800">
            {s.tratamentos.map((t) => (
              <li key={`${t.data}-${t.tipoJustificativa}`}>
                {formatDate(t.data)}: {ROTULO_TRATAMENTO[t.tipoJustificativa] ?? t.tipoJustificativa}
                {t.tipoJustificativa === 'INCLUIR_MARCACAO' ? ` ${s.horas ?? ''}` : t.horas ? ` ${t.horas}` : ''}
              </li>
            ))}
          </ul>
        )}
        {podeCartao && s.competencia && (
          <p className="mt-2 text-sm">
            <Link
              to="/manutencao/$competencia/$funcionario"
              params={{ competencia: String(s.competencia.id), funcionario: String(s.funcionario.id) }}
              hash={`dia-${s.inicio}`}
              className={linkClass}
            >
              Abrir no cartão ponto
            </Link>
          </p>
        )}
      </Card>
      {modo === 'aprovacao' && <Aprovacao s={s} filtro={filtro} />}
      {modo === 'estorno' && <DecisaoSolicitacao solicitacao={s} modo={modo} onAbrirArquivo={openFile} />}
      {modo === 'estorno' && !acoes.estornar && (
        <p className="text-sm text-slate-700">Somente solicitações deferidas podem ser estornadas.</p>
      )}
    </div>
  )
}
