import { canChange, type Tratamento } from '@/entities/cartao-ponto'
import { AlterarJustificativaButton, podeAlterarHoras } from '@/features/cartao-ponto/alterar-justificativa'
import { podeRemoverJustificativa, RemoverJustificativaButton } from '@/features/cartao-ponto/remover-justificativa'
import { useGrade } from './grade-context'
import { RouteLink } from './route-link'

/** TC-083, TC-133..TC-140: the day's treatments with the request or batch action behind them, and their actions. */
export function TratamentosCell({ data, tratamentos }: { data: string; tratamentos: readonly Tratamento[] }) {
  const { cartao, sessao, avisarAlteracao } = useGrade()
  if (tratamentos.length === 0) return null
  const editavel = canChange(sessao, cartao)
  const ids = { funcionarioId: cartao.funcionario.id, competenciaId: cartao.competencia.id }
  const salvo = () => avisarAlteracao(data)
  return (
    <ul className="space-y-0.5 whitespace-normal">
      {tratamentos.map((t) => {
        const nome = [t.hora, t.motivo.descricao].filter(Boolean).join(' ')
        const descricao = [t.hora, t.prefixo && `[${t.prefixo}]`, t.motivo.descricao].filter(Boolean).join(' ')
          + (t.bancoDias ? ` · ${t.bancoDias.descricao}` : '')
          + (t.observacao ? ` — ${t.observacao}` : '')
        const alterar = editavel && podeAlterarHoras(t)
        const remover = editavel && podeRemoverJustificativa(sessao, t)
        return (
          // The text takes at most two lines (whole in its title) and may shrink to the column's header: a long
          // observation neither widens the grid nor makes the row tall. Links and actions follow, on the next line if need be.
          <li key={t.id} data-testid={`tratamento-${t.id}`} className="flex flex-wrap items-start gap-x-1">
            <span title={descricao} className="line-clamp-2 max-w-60 min-w-0 [overflow-wrap:anywhere]">
              <span className="font-mono tabular-nums">{t.hora}</span>{' '}
              {t.prefixo && <span className="font-semibold">[{t.prefixo}]</span>} {t.motivo.descricao}
              {t.bancoDias && <span> · {t.bancoDias.descricao}</span>}
              {t.observacao && <span className="text-slate-600 italic"> — {t.observacao}</span>}
            </span>
            {(t.solicitacaoId !== null || t.acaoLoteId !== null || alterar || remover) && (
              <span className="inline-flex flex-wrap items-center gap-x-1">
                {t.solicitacaoId !== null && (
                  <RouteLink sessao={sessao} to={`/solicitacao/${t.solicitacaoId}/dashboard`}>
                    Solicitação nº {t.solicitacaoId}
                  </RouteLink>
                )}
                {t.acaoLoteId !== null && (
                  <RouteLink sessao={sessao} to={`/acoes-lote/${t.acaoLoteId}/view`}>
                    Ação em lote nº {t.acaoLoteId}
                  </RouteLink>
                )}
                {alterar && <AlterarJustificativaButton tratamento={t} label={`Alterar horário da justificativa ${nome}`} onSalvo={salvo} />}
                {remover && (
                  <RemoverJustificativaButton cartao={ids} tratamento={t} label={`Remover justificativa ${nome}`} onSalvo={salvo} />
                )}
              </span>
            )}
          </li>
        )
      })}
    </ul>
  )
}
