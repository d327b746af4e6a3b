import { MutationObserver, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { ApiError, ContractError } from './api-error'
import { createQueryClient, shouldRetry } from './query-client'

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
