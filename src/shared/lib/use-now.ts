import { useEffect, useState } from 'react'

/** A Date that ticks every `intervalMs` (SHELL-012 refreshes the footer every 1000 ms). */
export function useNow(intervalMs = 1000): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), intervalMs)
    return () => clearInterval(id)
  }, [intervalMs])
  return now
}
