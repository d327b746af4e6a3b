import { QueryObserver, type QueryKey, type QueryMeta } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { CARTAO_DERIVADOS, CLIENTE_ID, createQueryClient } from '@/shared/api'
import { cartaoAlteradoPorOutros, invalidarDerivadosDoCartao } from './cartao-ponto-ao-vivo'
import { cartaoPontoQueries } from './cartao-ponto.queries'

describe('cartaoAlteradoPorOutros', () => {
  it('names the card another session changed', () => {
    const body = JSON.stringify({ funcionarioId: 1, competenciaId: 13, origem: 'outra-aba' })
    expect(cartaoAlteradoPorOutros(body)).toEqual({ funcionarioId: 1, competenciaId: 13 })
    expect(cartaoAlteradoPorOutros(JSON.stringify({ funcionarioId: 2, competenciaId: 12, origem: null }))).toEqual({
      funcionarioId: 2,
      competenciaId: 12,
    })
  })

  it("ignores this tab's own changes (its mutation already reloads the card) and unreadable notices", () => {
    expect(cartaoAlteradoPorOutros(JSON.stringify({ funcionarioId: 1, competenciaId: 13, origem: CLIENTE_ID }))).toBeNull()
    expect(cartaoAlteradoPorOutros('not json')).toBeNull()
    expect(cartaoAlteradoPorOutros(JSON.stringify({ funcionarioId: '1' }))).toBeNull()
  })
})

describe('invalidarDerivadosDoCartao', () => {
  it('a card changed in another session: that card goes stale, lists derived from cards reload, the card shown does not', async () => {
    const queryClient = createQueryClient()
    const reads = new Map<string, number>()
    const ler = (nome: string) => async () => {
      reads.set(nome, (reads.get(nome) ?? 0) + 1)
      return nome
    }
    const exibir = async (nome: string, queryKey: QueryKey, meta?: QueryMeta) => {
      const observer = new QueryObserver(queryClient, { queryKey, queryFn: ler(nome), ...(meta ? { meta } : {}) })
      const unsubscribe = observer.subscribe(() => {})
      await expect.poll(() => observer.getCurrentResult().isSuccess).toBe(true)
      return unsubscribe
    }
    const exibido = cartaoPontoQueries.detail({ competenciaId: 13, funcionarioId: 1 })
    const alterado = cartaoPontoQueries.detail({ competenciaId: 13, funcionarioId: 2 })
    const fechados = [
      await exibir('exibido', exibido.queryKey, exibido.meta),
      await exibir('inconsistencias', ['inconsistencias', 'lista', {}], { tags: [CARTAO_DERIVADOS] }),
      await exibir('competencias', ['competencias', 'options']),
    ]
    const cachear = (nome: string, queryKey: QueryKey, meta?: QueryMeta) =>
      queryClient.prefetchQuery({ queryKey, queryFn: ler(nome), ...(meta ? { meta } : {}) })
    await cachear('alterado', alterado.queryKey, alterado.meta)

    await invalidarDerivadosDoCartao(queryClient, { funcionarioId: 2, competenciaId: 13 })

    expect(Object.fromEntries(reads)).toEqual({ exibido: 1, inconsistencias: 2, competencias: 1, alterado: 1 })
    expect(queryClient.getQueryState(alterado.queryKey)?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(exibido.queryKey)?.isInvalidated).toBe(false)

    await invalidarDerivadosDoCartao(queryClient, { funcionarioId: 1, competenciaId: 13 })
    expect(reads.get('exibido')).toBe(2)
    for (const fechar of fechados) fechar()
  })
})
