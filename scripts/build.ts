/**
 * `npm run build`: `vite build` twice. The first, in memory, gives the bundler's own chunks; the second writes dist/
 * with the ones every screen after login loads merged into one file (scripts/build/plano-de-chunks.ts).
 * `vite build` alone builds the same app, in more files.
 */
import { build, type Rolldown } from 'vite'
import { fileURLToPath } from 'node:url'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { modulosDoApp, nomesDosArquivos } from './build/plano-de-chunks'

const LAYOUT = fileURLToPath(new URL('../src/app/routes/_app.tsx', import.meta.url))
/** The groups of vite.config.ts and the bundler's runtime keep their own files. */
const FIXOS = new Set(['vendor', 'chart-nivo', 'rolldown-runtime'])

const primeira = (await build({ logLevel: 'warn', build: { write: false } })) as Rolldown.RolldownOutput
const chunks = primeira.output.filter((saida): saida is Rolldown.OutputChunk => saida.type === 'chunk')
const fixos = new Set(chunks.filter((chunk) => FIXOS.has(chunk.name)).map((chunk) => chunk.fileName))
const doApp = modulosDoApp(chunks, LAYOUT, fixos)

const segunda = (await build({
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The app's own chunks only import each other and the fixed groups: the group needs none of their dependencies.
          groups: [{ name: 'app', test: (id: string) => doApp.has(id), includeDependenciesRecursively: false }],
        },
      },
    },
  },
})) as Rolldown.RolldownOutput

// The lazy files are named by their hash: `npm run bench` prints what each one holds from this list.
const NOMES = fileURLToPath(new URL('../node_modules/.cache/ponto/chunks.json', import.meta.url))
mkdirSync(path.dirname(NOMES), { recursive: true })
writeFileSync(NOMES, JSON.stringify(nomesDosArquivos(segunda.output.filter((saida) => saida.type === 'chunk'))))
