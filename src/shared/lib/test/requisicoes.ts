import { onTestFinished } from 'vitest'
import { server } from './msw-server'

/**
 * Records `METHOD /path?query` of every request the app sends under `prefixo` until the current test ends: what
 * a test checks besides the screen when a requirement names the call.
 */
export function gravarRequisicoes(prefixo = '/api/'): string[] {
  const vistas: string[] = []
  const ouvir = ({ request }: { request: Request }) => {
    const url = new URL(request.url)
    if (url.pathname.startsWith(prefixo)) vistas.push(`${request.method} ${url.pathname}${url.search}`)
  }
  server.events.on('request:start', ouvir)
  onTestFinished(() => {
    server.events.removeListener('request:start', ouvir)
  })
  return vistas
}
