import { useEffect } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { cartaoPontoQueries } from '@/entities/cartao-ponto'
import { funcionarioQueries, type FuncionarioFiltro } from '@/entities/funcionario'
import { afterNextPaint } from '@/shared/lib'
import { passo, resolverPasso, type PaginaFuncionarios } from './stepping'

export interface NavegacaoParams {
  filtro: FuncionarioFiltro
  page: number
  funcionarioId: number | null
  /** The competence the steps open (chosen or default). */
  competenciaId: number | null
  /**
   * The current card has settled: prefetching the neighbours no longer competes with it. Nothing is
   * prefetched while no employee is chosen (TC-001: no card is loaded).
   */
  prefetch: boolean
  enabled: boolean
}

/**
 * TC-017..021: the previous and next employees of the current list page, reading the adjacent page
 * at the edges, and prefetching both neighbours' time cards so that a step shows at once.
 */
export function useNavegacaoFuncionarios({ filtro, page, funcionarioId, competenciaId, prefetch, enabled }: NavegacaoParams) {
  const queryClient = useQueryClient()
  const lista = useQuery({ ...funcionarioQueries.search({ filtro, page }), enabled })
  const pagina: PaginaFuncionarios | null = lista.data
    ? { ids: lista.data.items.map((f) => f.id), page: lista.data.page.number, totalPages: lista.data.page.totalPages }
    : null
  const passoAnterior = pagina && passo(pagina, funcionarioId, 'anterior')
  const passoProximo = pagina && passo(pagina, funcionarioId, 'proximo')
  const paginaAnterior = passoAnterior?.kind === 'pagina' ? passoAnterior.page : null
  const paginaProxima = passoProximo?.kind === 'pagina' ? passoProximo.page : null
  const listaAnterior = useQuery({
    ...funcionarioQueries.search({ filtro, page: paginaAnterior ?? 0 }),
    enabled: enabled && paginaAnterior !== null,
  })
  const listaProxima = useQuery({
    ...funcionarioQueries.search({ filtro, page: paginaProxima ?? 0 }),
    enabled: enabled && paginaProxima !== null,
  })
  const anterior = resolverPasso(passoAnterior, listaAnterior.data?.items.map((f) => f.id))
  const proximo = resolverPasso(passoProximo, listaProxima.data?.items.map((f) => f.id))

  const anteriorId = anterior?.funcionarioId
  const proximoId = proximo?.funcionarioId
  useEffect(() => {
    if (!prefetch || competenciaId === null || funcionarioId === null) return
    // Once the card shown is painted: reading and parsing the neighbours must not delay it.
    return afterNextPaint(() => {
      for (const id of [proximoId, anteriorId]) {
        if (id !== undefined) void queryClient.prefetchQuery(cartaoPontoQueries.detail({ competenciaId, funcionarioId: id }))
      }
    })
  }, [queryClient, prefetch, competenciaId, funcionarioId, anteriorId, proximoId])

  return {
    lista,
    anterior,
    proximo,
    /** A neighbour exists but its page is still being read. */
    carregando: (paginaAnterior !== null && listaAnterior.isPending) || (paginaProxima !== null && listaProxima.isPending),
    vazia: lista.data !== undefined && lista.data.page.totalElements === 0 && lista.data.items.length === 0,
  }
}
