import { useQuery } from '@tanstack/react-query'
import { solicitacaoQueries, type Solicitacao, type SolicitacaoDetalhe } from '@/entities/solicitacao'
import { errorMessage } from '@/shared/api'
import { formatDate } from '@/shared/lib'
import { Spinner } from '@/shared/ui'
import type { Decisao } from '../api/decidir-solicitacao.mutation'
import { EFEITO_DO_INDEFERIMENTO, textoDoEfeito } from '../model/efeito-no-cartao'
import type { ResultadoNoLote } from '../model/use-decisao-em-lote'
import { useDiasNoCartao } from '../model/use-dias-no-cartao'

const FEITA: Record<Decisao, string> = { deferir: 'Deferida.', indeferir: 'Indeferida.', estornar: 'Estornada.' }

/** What approving writes on the card, and what it would duplicate there, as the single approval screen says it. */
function EfeitoDoDeferimento({ detalhe, avisar }: { detalhe: SolicitacaoDetalhe; avisar: boolean }) {
  const dias = useDiasNoCartao(detalhe)
  const avisos = avisar && detalhe.acoes.deferir ? (dias?.avisos ?? []) : []
  return (
    <>
      <p>
        {textoDoEfeito(detalhe, dias?.efeito ?? detalhe.efeito)}
        {avisar && dias?.carregando && <Spinner size="sm" className="ml-2" label="Verificando o cartão ponto" />}
      </p>
      {avisos.length > 0 && (
        <ul role="note" aria-label="Possível duplicidade" className="mt-1 rounded-md border border-warning-500/50 bg-warning-50 px-2 py-1">
          {avisos.map((aviso) => (
            <li key={aviso}>{aviso}</li>
          ))}
        </ul>
      )}
    </>
  )
}

function Resultado({ decisao, resultado }: { decisao: Decisao; resultado: ResultadoNoLote }) {
  if (resultado.estado === 'enviando') return <p className="text-slate-600">Enviando…</p>
  if (resultado.estado === 'decidida') return <p className="font-medium text-success-500">{FEITA[decisao]}</p>
  return <p className="font-medium text-danger-700">Não foi possível: {resultado.mensagem}</p>
}

function Linha({ s, decisao, resultado }: { s: Solicitacao; decisao: Decisao; resultado: ResultadoNoLote | undefined }) {
  const detalhe = useQuery(solicitacaoQueries.detalhe(s.id))
  const periodo = s.fim && s.fim > s.inicio ? `${formatDate(s.inicio)} a ${formatDate(s.fim)}` : formatDate(s.inicio)
  const titulo = [`nº ${s.id}`, s.funcionario.nome, periodo, s.tipoSolicitacao?.descricao].filter(Boolean).join(' · ')
  return (
    <li aria-label={`Solicitação nº ${s.id}`} className="space-y-1 py-2">
      <p className="font-medium text-slate-900">{titulo}</p>
      {decisao !== 'deferir' ? (
        <p>{EFEITO_DO_INDEFERIMENTO}</p>
      ) : detalhe.data ? (
        <EfeitoDoDeferimento detalhe={detalhe.data} avisar={resultado === undefined} />
      ) : detalhe.error ? (
        <p className="text-danger-700">{errorMessage(detalhe.error)}</p>
      ) : (
        <Spinner size="sm" />
      )}
      {resultado && <Resultado decisao={decisao} resultado={resultado} />}
    </li>
  )
}

/** One line per request: employee, period, type, what the decision does on the card, and then how it went. */
export function PreviaEmLote({
  lote,
  decisao,
  resultados,
}: {
  lote: readonly Solicitacao[]
  decisao: Decisao
  resultados: ReadonlyMap<number, ResultadoNoLote>
}) {
  return (
    <ol aria-label="Solicitações selecionadas" className="divide-y divide-slate-100">
      {lote.map((s) => (
        <Linha key={s.id} s={s} decisao={decisao} resultado={resultados.get(s.id)} />
      ))}
    </ol>
  )
}
