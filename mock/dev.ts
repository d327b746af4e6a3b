import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { createServer } from 'vite'
import { PROJECT_ROOT, serveWithFrontend } from './server'

// `npm run dev`: the Vite dev server (HMR) in front of the mock backend.
await serveWithFrontend(async () => {
  const server = await createServer({ root: PROJECT_ROOT, configFile: path.join(PROJECT_ROOT, 'vite.config.ts') })
  await server.listen()
  const address = server.httpServer?.address() as AddressInfo
  return { port: address.port, close: () => server.close() }
})
