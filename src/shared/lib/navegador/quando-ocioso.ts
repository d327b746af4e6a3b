/**
 * Runs `fn` when the browser is next idle, at most `limite` ms later; without `requestIdleCallback`, after
 * `semSuporte` ms. Returns a function that cancels it.
 */
export function quandoOcioso(fn: () => void, limite: number, semSuporte = 0): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => fn(), { timeout: limite })
    return () => cancelIdleCallback(handle)
  }
  const timer = setTimeout(fn, semSuporte)
  return () => clearTimeout(timer)
}
