import { onTestFinished } from 'vitest'
import { server } from './msw-server'

/**
 * Records `METHOD /path?query` of every request the app sends under `prefixo` until the current test ends: what
 * a test checks besides the screen when a requirement names the call.
 */
export function gravarRequisicoes(prefixo = '/api/'): string[] {
  const vistas: string[] = []
  const parar = ouvirRequisicoes(prefixo, vistas)
  onTestFinished(() => parar())
  return vistas
}

/** Pushes `METHOD /path?query` of every request the app sends under `prefixo` onto `vistas`; returns the stop. */
export function ouvirRequisicoes(prefixo: string, vistas: string[]): () => void {
  const ouvir = ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    if (url.pathname.startsWith(prefixo)) vistas.push(`${request.method} ${url.pathname}${url.search}`)
  }
  server.events.on('request:start', ouvir)
  return () => {
    server.events.removeListener('request:start', ouvir)
  }
}
