import { useEffect, useState } from 'react'

/**
 * Whether the screen has been painted and the browser then had a moment to spare: what a screen shows below its main
 * content (a card's totals under its grid) renders then, so the first paint never waits for it. Without
 * `requestIdleCallback` it turns true right after the first paint.
 */
export function useDepoisDaPintura(): boolean {
  const [pronto, setPronto] = useState(false)
  useEffect(() => {
    if (pronto) return
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => setPronto(true), { timeout: 1000 })
      return () => cancelIdleCallback(handle)
    }
    const timer = setTimeout(() => setPronto(true), 0)
    return () => clearTimeout(timer)
  }, [pronto])
  return pronto
}
