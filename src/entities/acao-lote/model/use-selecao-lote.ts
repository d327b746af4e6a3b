import { useCallback, useReducer, useState } from 'react'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { Paged } from '@/shared/api'
import { acaoLoteQueries } from '../api/acao-lote.queries'
import type { FuncionarioLote } from '../api/acao-lote.schema'
import {
  FILTRO_LOTE_PADRAO,
  PARAMETROS_ACAO_LOTE_PADRAO,
  selecaoBody,
  selecaoReducer,
  type AcaoSelecao,
  type FiltroLote,
  type ParametrosAcaoLote,
  type SelecaoBody,
} from './selecao'

export interface SelecaoLote {
  filtro: FiltroLote
  /** A new filter: back to page 0, the selection cleared (BATCH-012). */
  setFiltro: (filtro: FiltroLote) => void
  page: number
  setPage: (page: number) => void
  parametros: ParametrosAcaoLote
  dispatch: (acao: AcaoSelecao) => void
  lista: UseQueryResult<Paged<FuncionarioLote>>
  /** Who the batch call is for. */
  body: SelecaoBody
}

/** The batch employee list (BATCH-001) with its selection (BATCH-009..013). */
export function useSelecaoLote(filtroInicial: FiltroLote = FILTRO_LOTE_PADRAO): SelecaoLote {
  const [filtro, setFiltroAtual] = useState(filtroInicial)
  const [page, setPageAtual] = useState(0)
  const [parametros, dispatch] = useReducer(selecaoReducer, PARAMETROS_ACAO_LOTE_PADRAO)
  const lista = useQuery(acaoLoteQueries.funcionarios({ filtro, page }))
  const chave = JSON.stringify([filtro, page])
  const [carregada, setCarregada] = useState<string | null>(null)
  // BATCH-013: the list of a new filter or page arrived: the selection starts empty (a background refetch keeps it).
  if (lista.isSuccess && !lista.isPlaceholderData && carregada !== chave) {
    setCarregada(chave)
    dispatch({ type: 'listaCarregada' })
  }
  const setFiltro = useCallback((novo: FiltroLote) => {
    setFiltroAtual(novo)
    setPageAtual(0)
    dispatch({ type: 'novaLista' })
  }, [])
  const setPage = useCallback((nova: number) => {
    setPageAtual(nova)
    dispatch({ type: 'novaLista' })
  }, [])
  return { filtro, setFiltro, page, setPage, parametros, dispatch, lista, body: selecaoBody(parametros, filtro) }
}
