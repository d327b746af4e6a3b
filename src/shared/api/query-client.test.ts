import { MutationObserver, QueryObserver, type QueryClient, type QueryKey, type QueryMeta } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { ApiError, ContractError } from './api-error'
import { createQueryClient, shouldRetry } from './query-client'
import { CARTAO_DERIVADOS, invalidateTargets, type Invalidation } from './query-tags'

describe('createQueryClient', () => {
  it('uses a 30 s stale time and no refetch on window focus', () => {
    const client = createQueryClient()
    const defaults = client.getDefaultOptions().queries
    expect(defaults?.staleTime).toBe(30_000)
    expect(defaults?.refetchOnWindowFocus).toBe(false)
  })

  it('does not retry 4xx, 5xx or contract errors; retries an unreachable backend once', () => {
    expect(shouldRetry(0, new ApiError(404, ''))).toBe(false)
    expect(shouldRetry(0, new ApiError(403, ''))).toBe(false)
    expect(shouldRetry(0, new ApiError(500, { message: 'x' }))).toBe(false)
    expect(shouldRetry(0, new ContractError('GET', '/x', []))).toBe(false)
    expect(shouldRetry(0, new ApiError(0, 'ECONNREFUSED'))).toBe(true)
    expect(shouldRetry(1, new ApiError(0, 'ECONNREFUSED'))).toBe(false)
  })

  it('a mutation with meta.invalidates stays pending until the invalidated queries are fresh', async () => {
    const client = createQueryClient()
    let version = 0
    let releaseRefetch: () => void = () => {}
    const observer = new QueryObserver(client, {
      queryKey: ['cartaoponto', { funcionarioId: 1 }],
      queryFn: async () => {
        version += 1
        if (version > 1) await new Promise<void>((resolve) => (releaseRefetch = resolve))
        return version
      },
    })
    const unsubscribe = observer.subscribe(() => {})
    await client.getQueryCache().find({ queryKey: ['cartaoponto', { funcionarioId: 1 }] })?.promise

    const mutation = new MutationObserver(client, {
      mutationFn: async () => 'ok',
      meta: { invalidates: [['cartaoponto']] },
    })
    let settled = false
    const done = mutation.mutate().then(() => (settled = true))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(settled).toBe(false)
    expect(mutation.getCurrentResult().isPending).toBe(true)

    releaseRefetch()
    await done
    expect(client.getQueryData(['cartaoponto', { funcionarioId: 1 }])).toBe(2)
    unsubscribe()
  })
  it('a mutation refused with 409 (another session changed the data) refreshes what it would have refreshed', async () => {
    const client = createQueryClient()
    let reads = 0
    const observer = new QueryObserver(client, { queryKey: ['cartaoponto', { funcionarioId: 1 }], queryFn: async () => ++reads })
    const unsubscribe = observer.subscribe(() => {})
    await client.getQueryCache().find({ queryKey: ['cartaoponto', { funcionarioId: 1 }] })?.promise
    const falha = (status: number) =>
      new MutationObserver(client, {
        mutationFn: async () => {
          throw new ApiError(status, { message: 'Este dia foi alterado por outra sessão; recarregue o cartão.' })
        },
        meta: { invalidates: [['cartaoponto']] },
      })
        .mutate()
        .catch(() => {})

    await falha(400)
    expect(client.getQueryState(['cartaoponto', { funcionarioId: 1 }])?.isInvalidated).toBe(false)
    await falha(409)
    await expect.poll(() => client.getQueryData(['cartaoponto', { funcionarioId: 1 }])).toBe(2)
    unsubscribe()
  })
})

const tagged: QueryMeta = { tags: [CARTAO_DERIVADOS] }

/**
 * A query counting its reads, in the cache after its first read: `active` keeps an observer on it (a screen shows it),
 * otherwise it is only cached.
 */
async function cached(client: QueryClient, queryKey: QueryKey, meta: QueryMeta | undefined, active: boolean) {
  let reads = 0
  const read = async () => ++reads
  const options = { queryKey, queryFn: read, ...(meta ? { meta } : {}) }
  let unsubscribe = () => {}
  if (active) {
    const observer = new QueryObserver(client, options)
    unsubscribe = observer.subscribe(() => {})
    await expect.poll(() => observer.getCurrentResult().isSuccess).toBe(true)
  } else await client.prefetchQuery(options)
  return {
    reads: () => reads,
    invalidated: () => client.getQueryState(queryKey)?.isInvalidated,
    unsubscribe,
  }
}

async function mutate(client: QueryClient, invalidates: Invalidation[]) {
  await new MutationObserver(client, { mutationFn: async () => 'ok', meta: { invalidates } }).mutate()
}

describe('CARTAO_DERIVADOS', () => {
  it('a mutation declaring the tag marks every tagged query stale, refetches only the active ones and leaves untagged queries alone', async () => {
    const client = createQueryClient()
    const cartaoExibido = await cached(client, ['cartaoponto', { competenciaId: 13, funcionarioId: 1 }], tagged, true)
    const inconsistencias = await cached(client, ['inconsistencias', 'lista', {}], tagged, true)
    const vizinho = await cached(client, ['cartaoponto', { competenciaId: 13, funcionarioId: 2 }], tagged, false)
    const aceites = await cached(client, ['aceites', 'lista', { situacao: 'PENDENTE' }], tagged, false)
    const competencias = await cached(client, ['competencias', 'options'], undefined, true)
    const empresas = await cached(client, ['empresas', 'list'], undefined, false)

    await mutate(client, [CARTAO_DERIVADOS])

    // On screen: read again once, and fresh by the time the mutation settles.
    expect([cartaoExibido.reads(), inconsistencias.reads()]).toEqual([2, 2])
    expect([cartaoExibido.invalidated(), inconsistencias.invalidated()]).toEqual([false, false])
    // Only cached: stale, read again when shown, not now.
    expect([vizinho.reads(), aceites.reads()]).toEqual([1, 1])
    expect([vizinho.invalidated(), aceites.invalidated()]).toEqual([true, true])
    // Untagged: untouched.
    expect([competencias.reads(), empresas.reads()]).toEqual([1, 1])
    expect([competencias.invalidated(), empresas.invalidated()]).toEqual([false, false])
    cartaoExibido.unsubscribe()
    inconsistencias.unsubscribe()
    competencias.unsubscribe()
  })

  it('a first read still in flight when the mutation succeeds is read again: its answer may predate the change', async () => {
    const client = createQueryClient()
    const queryKey = ['cartaoponto', { competenciaId: 13, funcionarioId: 1 }]
    let version = 0
    let answerFirstRead: () => void = () => {}
    const observer = new QueryObserver(client, {
      queryKey,
      meta: tagged,
      queryFn: async () => {
        // The server answers the first read before the mutation changes the card; the browser gets it after.
        const answer = ++version === 1 ? 'antes da mudança' : 'depois da mudança'
        if (version === 1) await new Promise<void>((resolve) => (answerFirstRead = resolve))
        return answer
      },
    })
    const unsubscribe = observer.subscribe(() => {})
    expect(client.getQueryState(queryKey)?.fetchStatus).toBe('fetching')

    const done = mutate(client, [CARTAO_DERIVADOS])
    await new Promise((resolve) => setTimeout(resolve, 10))
    answerFirstRead()
    await done

    expect(client.getQueryData(queryKey)).toBe('depois da mudança')
    expect(version).toBe(2)
    unsubscribe()
  })

  it('a query both a key and the tag name is refetched once; the key still reaches untagged queries under it', async () => {
    const client = createQueryClient()
    const cartao = await cached(client, ['cartaoponto', { competenciaId: 13, funcionarioId: 1 }], tagged, true)
    const relogio = await cached(client, ['relogio', 'hoje'], undefined, true)

    await mutate(client, [['relogio'], CARTAO_DERIVADOS, ['cartaoponto']])

    expect(cartao.reads()).toBe(2)
    expect(relogio.reads()).toBe(2)
    cartao.unsubscribe()
    relogio.unsubscribe()
  })

  it('a 409 refreshes the tagged queries too', async () => {
    const client = createQueryClient()
    const cartao = await cached(client, ['cartaoponto', { competenciaId: 13, funcionarioId: 1 }], tagged, true)
    await new MutationObserver(client, {
      mutationFn: async () => {
        throw new ApiError(409, { message: 'Este dia foi alterado por outra sessão; recarregue o cartão.' })
      },
      meta: { invalidates: [CARTAO_DERIVADOS] },
    })
      .mutate()
      .catch(() => {})
    await expect.poll(() => cartao.reads()).toBe(2)
    cartao.unsubscribe()
  })

  it('scoped to one card (a live notice), it skips tagged queries of other cards or employees and still hits lists and totals', async () => {
    const client = createQueryClient()
    const scoped = (funcionarioId: number, competenciaId?: number): QueryMeta => ({
      tags: [CARTAO_DERIVADOS],
      scope: competenciaId === undefined ? { funcionarioId } : { funcionarioId, competenciaId },
    })
    const exibido = await cached(client, ['cartaoponto', { competenciaId: 13, funcionarioId: 1 }], scoped(1, 13), true)
    const alterado = await cached(client, ['cartaoponto', { competenciaId: 13, funcionarioId: 2 }], scoped(2, 13), false)
    const mesAnterior = await cached(client, ['cartaoponto', { competenciaId: 12, funcionarioId: 2 }], scoped(2, 12), false)
    const resumoAlterado = await cached(client, ['funcionarios', 'paginas', 2, 'resumo'], scoped(2), true)
    const resumoOutro = await cached(client, ['funcionarios', 'paginas', 1, 'resumo'], scoped(1), true)
    const indicadores = await cached(client, ['indicadores', 'todos'], tagged, true)

    await invalidateTargets(client, [CARTAO_DERIVADOS], { funcionarioId: 2, competenciaId: 13 })

    expect(alterado.invalidated()).toBe(true)
    expect([resumoAlterado.reads(), indicadores.reads()]).toEqual([2, 2])
    expect([exibido.reads(), resumoOutro.reads()]).toEqual([1, 1])
    expect([exibido.invalidated(), mesAnterior.invalidated(), resumoOutro.invalidated()]).toEqual([false, false, false])
    for (const q of [exibido, resumoAlterado, resumoOutro, indicadores]) q.unsubscribe()
  })
})
