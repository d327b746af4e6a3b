import { useQuery } from '@tanstack/react-query'
import { searchErrorValue } from '@/shared/api'
import { useDebouncedValue } from '@/shared/lib'
import { solicitacaoQueries } from '../api/solicitacao.queries'
import { SOLICITACAO_DEBOUNCE_MS, type SolicitacaoFiltro } from './filtro'

export const SOLICITACOES_POR_PAGINA = 20

/**
 * REQ-004/005: the request list of the filters and page, called once they have settled for 500 ms (the first load
 * goes at once). REQ-006: on failure `erro` holds the response body, else the message, else 'ECONNREFUSED'.
 */
export function useSolicitacoes(filtro: SolicitacaoFiltro, page: number) {
  const params = useDebouncedValue({ ...filtro, page, size: SOLICITACOES_POR_PAGINA }, SOLICITACAO_DEBOUNCE_MS)
  const query = useQuery(solicitacaoQueries.lista(params))
  const erro = query.isError ? searchErrorValue(query.error) : null
  /** Filters typed but not yet sent. */
  const aguardando = params.search !== filtro.search || params.escopo !== filtro.escopo || params.status !== filtro.status
    || params.inicio !== filtro.inicio || params.fim !== filtro.fim || params.page !== page
  return { query, erro, aguardando }
}
