import { useEffect, useState } from 'react'

/** The value, once it has stopped changing for `ms` (API-005: 300 ms for full-text search). */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), ms)
    return () => clearTimeout(id)
  }, [value, ms])
  return debounced
}
