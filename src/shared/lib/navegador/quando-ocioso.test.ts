import { afterEach, describe, expect, it, vi } from 'vitest'
import { quandoOcioso } from './quando-ocioso'

describe('quandoOcioso', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('asks the browser for its next idle moment, with the limit given', () => {
    const pedir = vi.fn((_callback: IdleRequestCallback, _opcoes?: IdleRequestOptions) => 3)
    vi.stubGlobal('requestIdleCallback', pedir)
    const fn = vi.fn()
    quandoOcioso(fn, 2000)
    expect(pedir.mock.calls[0]![1]).toEqual({ timeout: 2000 })
    expect(fn).not.toHaveBeenCalled()
    pedir.mock.calls[0]![0]({ didTimeout: false, timeRemaining: () => 5 })
    expect(fn).toHaveBeenCalledOnce()
  })

  it('without requestIdleCallback, waits the fallback delay; cancelled, never runs', () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestIdleCallback', undefined)
    const fn = vi.fn()
    quandoOcioso(fn, 3000, 300)
    vi.advanceTimersByTime(299)
    expect(fn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledOnce()
    const outra = vi.fn()
    quandoOcioso(outra, 3000, 300)()
    vi.advanceTimersByTime(1000)
    expect(outra).not.toHaveBeenCalled()
  })
})
