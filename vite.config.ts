import { createLogger, defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { fileURLToPath, URL } from 'node:url'
import { readFileSync } from 'node:fs'

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }

// The mock backend (or a real one) answers /api, /realms (identity provider) and /stomp.
// The browser sees one origin, as in production behind a reverse proxy.
const backend = process.env.PONTO_BACKEND_URL ?? 'http://127.0.0.1:5174'
const proxy = {
  '/api': { target: backend },
  '/realms': { target: backend },
  '/stomp': { target: backend, ws: true },
}

/** Vite's logger, less the resets of proxied WebSockets: a browser tab that goes away resets its socket; not an error. */
const logger = createLogger()
const registrarErro = logger.error.bind(logger)
logger.error = (mensagem, opcoes) => {
  const codigo = (opcoes?.error as NodeJS.ErrnoException | null | undefined)?.code
  if (codigo === 'ECONNRESET' && mensagem.includes('ws proxy')) return
  registrarErro(mensagem, opcoes)
}

/**
 * What the served app sends (vite preview under `npm start` and e2e; the README's nginx configuration mirrors it).
 * The build has no inline script; styles injected at run time (react-select) need 'unsafe-inline' for styles only.
 * The API, the identity service and STOMP are same-origin (a backend elsewhere adds its origin to connect-src).
 */
export const SECURITY_HEADERS = {
  'Content-Security-Policy': [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; '),
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
}

/** Hashed assets are cached for a year; everything else (index.html first) is revalidated. Vite preview gzips already. */
const cacheDosAssets: Plugin = {
  name: 'ponto:cache-control',
  configurePreviewServer(server) {
    server.middlewares.use((req, res, next) => {
      res.setHeader('Cache-Control', req.url?.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache')
      next()
    })
  },
}

const VENDOR =
  /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](react-router|router-core|history|store|react-store|react-query|query-core)|zod)[\\/]/

/** The chunks that keep a readable name: the libraries' groups and the one scripts/build.ts merges the app's start into. */
const GRUPOS_NOMEADOS = new Set(['vendor', 'chart-nivo', 'app', 'rolldown-runtime'])

export default defineConfig({
  customLogger: logger,
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders go to their own chunk too: they pull in the route's queries and response schemas. The pending and error
      // components stay with the route's definition: they show while its chunks load, or when they fail to.
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component']],
      },
      routesDirectory: './src/app/routes',
      generatedRouteTree: './src/app/routeTree.gen.ts',
      quoteStyle: 'single',
      semicolons: false,
    }),
    react(),
    tailwindcss(),
    cacheDosAssets,
  ],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: Number(process.env.PORT ?? 5173), strictPort: true, proxy },
  preview: { port: Number(process.env.PORT ?? 5173), strictPort: true, proxy, headers: SECURITY_HEADERS },
  // PONTO_OUT_DIR lets suites on other ports build side by side (scripts/e2e-server.sh).
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // A lazy chunk's preload list leaves out the chunk itself, which its import() fetches at the same moment: the entry
    // otherwise names each of ~300 chunks twice (~2 KB of its gzip).
    modulePreload: { resolveDependencies: (arquivo, deps) => deps.filter((dep) => dep !== arquivo) },
    outDir: process.env.PONTO_OUT_DIR ?? 'dist',
    rolldownOptions: {
      output: {
        // The lazy chunks' names are their hash: the entry lists every one it may load (its imports and their
        // preloads), and the names of ~300 route parts cost ~1 KB of its gzip. The groups below keep their names.
        chunkFileNames: (chunk) => (GRUPOS_NOMEADOS.has(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js'),
        codeSplitting: {
          // The libraries every screen needs, in one file: one gzip stream compresses them ~6 KB better than ten.
          groups: [
            { name: 'vendor', test: VENDOR },
            // The chart libraries, shared by the home chart and the indicators, loaded only where a chart is drawn.
            { name: 'chart-nivo', test: /node_modules[\\/](@nivo|d3-[a-z-]+|@react-spring|internmap)[\\/]/ },
          ],
        },
      },
    },
  },
})
