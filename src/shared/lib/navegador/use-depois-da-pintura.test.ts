import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useDepoisDaPintura } from './use-depois-da-pintura'

describe('useDepoisDaPintura', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('turns true when the browser is idle after the first paint, not before', () => {
    const ociosos: IdleRequestCallback[] = []
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => ociosos.push(callback))
    vi.stubGlobal('cancelIdleCallback', () => undefined)
    const { result, unmount } = renderHook(() => useDepoisDaPintura())
    expect(result.current).toBe(false)
    expect(ociosos).toHaveLength(1)
    act(() => ociosos[0]!({ didTimeout: false, timeRemaining: () => 10 }))
    expect(result.current).toBe(true)
    unmount()
  })

  it('without requestIdleCallback, turns true right after the first paint', () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestIdleCallback', undefined)
    const { result } = renderHook(() => useDepoisDaPintura())
    expect(result.current).toBe(false)
    act(() => vi.runAllTimers())
    expect(result.current).toBe(true)
  })

  it('an unmounted screen cancels its wait', () => {
    const cancelar = vi.fn()
    vi.stubGlobal('requestIdleCallback', () => 7)
    vi.stubGlobal('cancelIdleCallback', cancelar)
    const { unmount } = renderHook(() => useDepoisDaPintura())
    unmount()
    expect(cancelar).toHaveBeenCalledWith(7)
  })
})
