import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { preview } from 'vite'
import { defaultDataFile } from './db/persist'
import { DEFAULT_DB_KEY, dbFor, enablePersistence, testControlEnabled } from './http/isolation'
import { PROJECT_ROOT, serveWithFrontend } from './server'

if (!testControlEnabled()) {
  const file = defaultDataFile(PROJECT_ROOT)
  enablePersistence({ file, reset: process.argv.includes('--reset') })
  dbFor(DEFAULT_DB_KEY) // loaded now, so a reset or an unusable file shows at start
  console.log(`Dados do banco simulado em ${file}: sobrevivem a reinícios (\`npm start -- --reset\` semeia de novo)`)
}

// `npm start`: the built app (vite preview) in front of the mock backend.
await serveWithFrontend(async () => {
  const server = await preview({ root: PROJECT_ROOT, configFile: path.join(PROJECT_ROOT, 'vite.config.ts') })
  const address = server.httpServer.address() as AddressInfo
  return { port: address.port, close: () => server.close() }
})
