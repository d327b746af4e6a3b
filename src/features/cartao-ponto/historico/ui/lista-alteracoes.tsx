import type { UseQueryResult } from '@tanstack/react-query'
import { useState } from 'react'
import {
  antesEDepois,
  historicoIndisponivel,
  MSG_HISTORICO_INDISPONIVEL,
  type AlteracaoCartao,
  type HistoricoCartao,
} from '@/entities/alteracao-cartao'
import { formatDate, formatDateTime } from '@/shared/lib'
import { Button, EmptyState, ErrorAlert, Spinner } from '@/shared/ui'
import { useDesfazerAlteracao } from '../api/desfazer-alteracao.mutation'
import { MSG_ALTERACAO_DESFEITA } from '../model/mensagens'
import { OrigemAlteracao } from './origem-alteracao'

export interface ListaAlteracoesProps {
  historico: UseQueryResult<HistoricoCartao>
  /** Accessible name of the list. */
  rotulo: string
  vazio: string
  /** The card's timeline names each entry's day; a day's history does not. */
  comDia?: boolean
}

/** A history as a list, newest first, each entry with 'Desfazer' when the user may undo it now. */
export function ListaAlteracoes({ historico, rotulo, vazio, comDia = false }: ListaAlteracoesProps) {
  const desfazer = useDesfazerAlteracao()
  const [desfeita, setDesfeita] = useState(false)
  if (historico.isPending) return <Spinner label="Carregando histórico..." />
  if (historico.isError) {
    return historicoIndisponivel(historico.error) ? <p className="text-slate-700">{MSG_HISTORICO_INDISPONIVEL}</p> : <ErrorAlert error={historico.error} />
  }
  const { itens } = historico.data
  const aoDesfazer = (id: number) => {
    setDesfeita(false)
    desfazer.mutate(id, { onSuccess: () => setDesfeita(true) })
  }
  return (
    <div className="space-y-3">
      <ErrorAlert error={desfazer.error} onDismiss={desfazer.reset} />
      <p role="status" className={desfeita ? 'font-medium text-slate-900' : 'sr-only'}>
        {desfeita ? MSG_ALTERACAO_DESFEITA : ''}
      </p>
      {itens.length === 0 ? (
        <EmptyState>{vazio}</EmptyState>
      ) : (
        <ol aria-label={rotulo} aria-busy={historico.isFetching || undefined} className="divide-y divide-slate-200">
          {itens.map((e) => (
            <ItemAlteracao
              key={e.id}
              alteracao={e}
              comDia={comDia}
              desfazendo={desfazer.isPending && desfazer.variables === e.id}
              bloqueado={desfazer.isPending}
              onDesfazer={aoDesfazer}
            />
          ))}
        </ol>
      )}
    </div>
  )
}

interface ItemAlteracaoProps {
  alteracao: AlteracaoCartao
  comDia: boolean
  desfazendo: boolean
  bloqueado: boolean
  onDesfazer: (id: number) => void
}

function ItemAlteracao({ alteracao: e, comDia, desfazendo, bloqueado, onDesfazer }: ItemAlteracaoProps) {
  return (
    <li data-testid={`alteracao-${e.id}`} className="flex items-start gap-3 py-2">
      <div className="min-w-0 flex-1 space-y-0.5">
        <p className="flex flex-wrap gap-x-1.5 text-xs text-slate-600">
          {comDia && <span className="font-semibold text-slate-800">{e.alcance === 'DIA' ? formatDate(e.data) : 'Cartão'}</span>}
          <time dateTime={e.em}>{formatDateTime(e.em)}</time>
          <span aria-hidden="true">·</span>
          <span>{e.usuario.nome}</span>
          <span aria-hidden="true">·</span>
          <span>
            <OrigemAlteracao alteracao={e} />
          </span>
        </p>
        <p className="font-medium text-slate-900">{e.descricao}</p>
        {antesEDepois(e).map((linha) => (
          <p key={linha} className="font-mono text-xs text-slate-700 tabular-nums">
            {linha}
          </p>
        ))}
        {e.desfeitaPor !== null && <p className="text-xs text-slate-600 italic">Desfeita depois.</p>}
      </div>
      {e.desfazivel && (
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Desfazer: ${e.descricao}`}
          busy={desfazendo}
          disabled={bloqueado}
          onClick={() => onDesfazer(e.id)}
        >
          Desfazer
        </Button>
      )}
    </li>
  )
}
