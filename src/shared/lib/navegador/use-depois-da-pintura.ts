import { useEffect, useState } from 'react'
import { quandoOcioso } from './quando-ocioso'

/**
 * Whether the screen has been painted and the browser then had a moment to spare: what a screen shows below its main
 * content (a card's totals under its grid) renders then, so the first paint never waits for it. Without
 * `requestIdleCallback` it turns true right after the first paint.
 */
export function useDepoisDaPintura(): boolean {
  const [pronto, setPronto] = useState(false)
  useEffect(() => quandoOcioso(() => setPronto(true), 1000), [])
  return pronto
}
