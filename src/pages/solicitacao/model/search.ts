import { z } from 'zod/mini'
import { STATUS_SOLICITACAO } from '@/entities/solicitacao'
import { dateParam, enumParam, pageParam, textParam } from '@/shared/lib'

/**
 * The request list's search params (/solicitacao, /solicitacao/escopo/{escopo}): the filters of REQ-002 (`search`,
 * `status`, `inicio`, `fim`, as the API names them) and the list `page`, so that a link or a reload reproduces the
 * list. The scope is the path's.
 */
export const solicitacoesSearchSchema = z.object({
  search: textParam(),
  status: enumParam(STATUS_SOLICITACAO),
  inicio: dateParam(),
  fim: dateParam(),
  page: pageParam(),
})

export type SolicitacoesSearch = z.infer<typeof solicitacoesSearchSchema>

/** Values left out of the URL. */
export const SOLICITACOES_SEARCH_DEFAULTS = { search: '', status: '', inicio: '', fim: '', page: 0 } as const

/**
 * The approval screen's search params (/solicitacao/{id}/aprovacao): the list filters the approver came from, so that
 * 'Próxima pendente' follows the same list.
 */
export const aprovacaoSearchSchema = z.object({
  search: textParam(),
  inicio: dateParam(),
  fim: dateParam(),
})

export type AprovacaoSearch = z.infer<typeof aprovacaoSearchSchema>

export const APROVACAO_SEARCH_DEFAULTS = { search: '', inicio: '', fim: '' } as const
