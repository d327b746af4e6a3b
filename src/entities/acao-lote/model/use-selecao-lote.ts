import { useCallback, useReducer, useState } from 'react'
import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { Paged } from '@/shared/api'
import { lerRascunhoDeEstado, useRascunhoDeEstado } from '@/shared/lib'
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

interface SelecaoGuardada extends Record<string, unknown> {
  filtro: FiltroLote
  page: number
  parametros: ParametrosAcaoLote
}
const RASCUNHO_SELECAO = 'selecao-funcionarios'

/** A kept selection of the shape this version reads (a draft written by another version is left out). */
function selecaoGuardada(valores: Record<string, unknown> | null): SelecaoGuardada | null {
  const objeto = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
  if (!valores || !objeto(valores.filtro) || typeof valores.page !== 'number' || !objeto(valores.parametros)) return null
  const { allChecked, checked, selecionados, tipoRelatorio } = valores.parametros
  const legivel = typeof allChecked === 'boolean' && objeto(checked) && typeof selecionados === 'number' && typeof tipoRelatorio === 'string'
  return legivel ? (valores as SelecaoGuardada) : null
}

/** The batch employee list (BATCH-001) with its selection (BATCH-009..013). */
export function useSelecaoLote(filtroInicial: FiltroLote = FILTRO_LOTE_PADRAO): SelecaoLote {
  // AUTH-005: the employees picked before the session expired are picked again after the login.
  const [recuperada] = useState(() => selecaoGuardada(lerRascunhoDeEstado(RASCUNHO_SELECAO)))
  const [filtro, setFiltroAtual] = useState(recuperada?.filtro ?? filtroInicial)
  const [page, setPageAtual] = useState(recuperada?.page ?? 0)
  const [parametros, dispatch] = useReducer(selecaoReducer, recuperada?.parametros ?? PARAMETROS_ACAO_LOTE_PADRAO)
  const lista = useQuery(acaoLoteQueries.funcionarios({ filtro, page }))
  const chave = JSON.stringify([filtro, page])
  // The list of a recovered selection arriving keeps it.
  const [carregada, setCarregada] = useState<string | null>(recuperada ? chave : null)
  useRascunhoDeEstado(
    RASCUNHO_SELECAO,
    () => ({ filtro, page, parametros }) satisfies SelecaoGuardada,
    () => parametros.selecionados > 0,
  )
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
