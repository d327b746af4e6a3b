import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { renderWithProviders } from '@/shared/lib/test'
import { BusyIndicator, ERROR_MARK_MS } from './busy-indicator'

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const indicator = () => document.querySelector('[data-busy-indicator]')

function Probe({ fetcher, background = false }: { fetcher: () => Promise<number>; background?: boolean }) {
  useQuery({ queryKey: ['probe', background], queryFn: fetcher, meta: { background } })
  return null
}

afterEach(() => {
  vi.useRealTimers()
})

describe('BusyIndicator', () => {
  it('[SHELL-049] shows while a call is in flight and hides when none is', async () => {
    const call = deferred<number>()
    renderWithProviders(
      <>
        <BusyIndicator />
        <Probe fetcher={() => call.promise} />
      </>,
    )
    expect(await screen.findByRole('progressbar', { name: 'Carregando' })).toBeInTheDocument()
    act(() => call.resolve(1))
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument())
    expect(indicator()).toHaveAttribute('data-state', 'idle')
  })

  it('[SHELL-049] counts mutations too, and ignores background polls', async () => {
    const save = deferred<void>()
    function Saver() {
      const mutation = useMutation({ mutationFn: () => save.promise })
      return (
        <button type="button" onClick={() => mutation.mutate()}>
          salvar
        </button>
      )
    }
    renderWithProviders(
      <>
        <BusyIndicator />
        <Probe background fetcher={() => new Promise(() => {})} />
        <Saver />
      </>,
    )
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    act(() => screen.getByRole('button', { name: 'salvar' }).click())
    expect(await screen.findByRole('progressbar', { name: 'Carregando' })).toBeInTheDocument()
    act(() => save.resolve())
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument())
  })

  it('[SHELL-050] marks an error when a tracked call fails, then clears the mark', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const call = deferred<number>()
    renderWithProviders(
      <>
        <BusyIndicator />
        <Probe fetcher={() => call.promise} />
      </>,
    )
    await act(async () => {
      call.reject(new Error('falhou'))
      await Promise.resolve()
    })
    await vi.waitFor(() => expect(indicator()).toHaveAttribute('data-state', 'error'))
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    act(() => vi.advanceTimersByTime(ERROR_MARK_MS))
    expect(indicator()).toHaveAttribute('data-state', 'idle')
  })

  it('[SHELL-050] a failing background poll leaves no mark', async () => {
    const { queryClient } = renderWithProviders(
      <>
        <BusyIndicator />
        <Probe background fetcher={() => Promise.reject(new Error('poll'))} />
      </>,
    )
    await waitFor(() => expect(queryClient.getQueryState(['probe', true])?.status).toBe('error'))
    expect(indicator()).toHaveAttribute('data-state', 'idle')
  })
})
