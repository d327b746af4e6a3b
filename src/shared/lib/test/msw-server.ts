import { setupServer } from 'msw/node'

/** One MSW server for the app's vitest project; tests add handlers with `server.use(...)`. */
export const server = setupServer()

function isWebSocketUpgrade(request: Request): boolean {
  const protocol = new URL(request.url).protocol
  return protocol === 'ws:' || protocol === 'wss:' || request.headers.get('upgrade')?.toLowerCase() === 'websocket'
}

export function startServer(): void {
  server.listen({
    onUnhandledRequest(request, print) {
      if (isWebSocketUpgrade(request)) return
      print.error()
    },
  })
}
