import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useDebouncedValue } from './use-debounced-value'
import { useNow } from './use-now'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('useDebouncedValue', () => {
  it('[API-005] passes the value on only after 300 ms without changes', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: '' },
    })
    rerender({ value: 'a' })
    act(() => vi.advanceTimersByTime(200))
    rerender({ value: 'an' })
    act(() => vi.advanceTimersByTime(299))
    expect(result.current).toBe('')
    act(() => vi.advanceTimersByTime(1))
    expect(result.current).toBe('an')
  })
})

describe('useNow', () => {
  it('ticks every 1000 ms', () => {
    vi.setSystemTime(new Date('2026-11-16T12:00:00Z'))
    const { result } = renderHook(() => useNow(1000))
    expect(result.current.toISOString()).toBe('2026-11-16T12:00:00.000Z')
    act(() => vi.advanceTimersByTime(999))
    expect(result.current.toISOString()).toBe('2026-11-16T12:00:00.000Z')
    act(() => vi.advanceTimersByTime(1))
    expect(result.current.toISOString()).toBe('2026-11-16T12:00:01.000Z')
  })
})
