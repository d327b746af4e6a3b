import path from 'node:path'
import type { AddressInfo } from 'node:net'
import { createServer } from 'vite'
import { defaultDataFile } from './db/persist'
import { DEFAULT_DB_KEY, dbFor, enablePersistence, testControlEnabled } from './http/isolation'
import { PROJECT_ROOT, serveWithFrontend } from './server'

if (!testControlEnabled()) {
  const file = defaultDataFile(PROJECT_ROOT)
  enablePersistence({ file, reset: process.argv.includes('--reset') })
  dbFor(DEFAULT_DB_KEY) // loaded now, so a reset or an unusable file shows at start
  console.log(`Dados do banco simulado em ${file}: sobrevivem a reinícios (\`npm run dev -- --reset\` semeia de novo)`)
}

// `npm run dev`: the Vite dev server (HMR) in front of the mock backend.
await serveWithFrontend(async () => {
  const server = await createServer({ root: PROJECT_ROOT, configFile: path.join(PROJECT_ROOT, 'vite.config.ts') })
  await server.listen()
  const address = server.httpServer?.address() as AddressInfo
  return { port: address.port, close: () => server.close() }
})
