/**
 * A value built the first time it is asked for. For `Intl` formatters: the first one a page creates loads the locale's
 * data (tens of milliseconds), which must not happen while the app's modules are evaluated.
 */
export function aoPrimeiroUso<T>(criar: () => T): () => T {
  let valor: T | undefined
  return () => (valor ??= criar())
}
