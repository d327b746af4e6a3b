import type { RequestHandler } from 'msw'

/** The first path segment after /api a handler serves; null when it is a parameter or a pattern (it may serve any). */
function primeiroSegmento(handler: RequestHandler): string | null {
  const { path } = handler.info as { path?: unknown }
  if (typeof path !== 'string') return null
  const segmento = /^\/api\/([^/?]+)/.exec(path)?.[1]
  return segmento && !segmento.startsWith(':') && !segmento.includes('*') ? segmento : null
}

/** The segment of a request path: '/api/funcionarios/1' → 'funcionarios'. */
export const segmentoDe = (pathname: string) => pathname.split('/')[2] ?? ''

/**
 * The handlers that may serve each first segment of the path, in their order. MSW tries its handlers one by one,
 * and going through all 290 of them cost 2–6 ms of every request.
 */
export function indicePorSegmento<T>(handlers: RequestHandler[], montar: (grupo: RequestHandler[]) => T): (segmento: string) => T {
  const segmentos = handlers.map(primeiroSegmento)
  const grupos = new Map<string, T>()
  return (segmento) => {
    let grupo = grupos.get(segmento)
    if (grupo === undefined) {
      grupo = montar(handlers.filter((_h, i) => segmentos[i] === null || segmentos[i] === segmento))
      grupos.set(segmento, grupo)
    }
    return grupo
  }
}
