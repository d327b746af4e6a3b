import type { Tratamento } from '@/entities/cartao-ponto'
import type { Sessao } from '@/entities/sessao'
import { RouteLink } from './route-link'

/** TC-083, TC-133..TC-135: the day's treatments with the request or batch action behind them. */
export function TratamentosCell({ tratamentos, sessao }: { tratamentos: readonly Tratamento[]; sessao: Sessao }) {
  if (tratamentos.length === 0) return null
  return (
    <ul className="space-y-0.5">
      {tratamentos.map((t) => (
        <li key={t.id} data-testid={`tratamento-${t.id}`} className="whitespace-nowrap">
          <span className="font-mono tabular-nums">{t.hora}</span>{' '}
          {t.prefixo && <span className="font-semibold">[{t.prefixo}]</span>} {t.motivo.descricao}
          {t.bancoDias && <span> · {t.bancoDias.descricao}</span>}
          {t.observacao && <span className="text-slate-600 italic"> — {t.observacao}</span>}
          {t.solicitacaoId !== null && (
            <>
              {' · '}
              <RouteLink sessao={sessao} to={`/solicitacao/${t.solicitacaoId}/dashboard`}>
                Solicitação nº {t.solicitacaoId}
              </RouteLink>
            </>
          )}
          {t.acaoLoteId !== null && (
            <>
              {' · '}
              <RouteLink sessao={sessao} to={`/acoes-lote/${t.acaoLoteId}/view`}>
                Ação em lote nº {t.acaoLoteId}
              </RouteLink>
            </>
          )}
        </li>
      ))}
    </ul>
  )
}
