import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { preview } from 'vite'
import { PROJECT_ROOT, serveWithFrontend } from './server'

// `npm start`: the built app (vite preview) in front of the mock backend.
await serveWithFrontend(async () => {
  const server = await preview({ root: PROJECT_ROOT, configFile: path.join(PROJECT_ROOT, 'vite.config.ts') })
  const address = server.httpServer.address() as AddressInfo
  return { port: address.port, close: () => server.close() }
})
