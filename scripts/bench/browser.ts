import { chromium, type Browser, type Page, type Response } from '@playwright/test'
import { gzipSync } from 'node:zlib'
import { existsSync, readFileSync } from 'node:fs'

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  })
}

/** Logs in through the identity provider's form, as a person would. */
export async function login(page: Page, url: string, username: string, path = '/'): Promise<void> {
  await page.goto(`${url}${path}`)
  await page.getByLabel('Usuário', { exact: true }).fill(username)
  await page.getByLabel('Senha', { exact: true }).fill('ponto')
  await page.getByRole('button', { name: 'Entrar' }).click()
}

export interface ScriptLoad {
  path: string
  gzip: number
  /** ms since recording started, when the request was sent. */
  requestedAt: number
}

/** Records every JavaScript file the page loads, with its gzip size (level 9, as a CDN would serve it). */
export function recordScripts(page: Page): ScriptLoad[] {
  const scripts: ScriptLoad[] = []
  const start = Date.now()
  const requested = new Map<string, number>()
  page.on('request', (request) => void requested.set(request.url(), Date.now() - start))
  page.on('response', (response: Response) => {
    const type = response.headers()['content-type'] ?? ''
    if (!type.includes('javascript')) return
    // The browser may have let go of a body by the time it is asked for: the file is then fetched again, not left out.
    const body = response.body().catch(async () => Buffer.from(await (await fetch(response.url())).arrayBuffer()))
    void body.then(
      (bytes) =>
        scripts.push({
          path: new URL(response.url()).pathname,
          gzip: gzipSync(bytes, { level: 9 }).length,
          requestedAt: requested.get(response.url()) ?? 0,
        }),
      () => undefined,
    )
  })
  return scripts
}

/** Records the API calls the page makes, as 'METHOD /path?query'. */
export function recordApiCalls(page: Page): string[] {
  const calls: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}${url.search}`)
  })
  return calls
}

const NOMES = new URL('../../node_modules/.cache/ponto/chunks.json', import.meta.url)
const nomes: Record<string, string> = existsSync(NOMES) ? (JSON.parse(readFileSync(NOMES, 'utf8')) as Record<string, string>) : {}

/** A loaded file's path with what it holds (`npm run build` lists it), e.g. '/assets/Ch8NwNFv.js cartao-ponto-page'. */
export const rotulo = (caminho: string) => {
  const nome = nomes[caminho.split('/').pop() ?? '']
  return nome && !caminho.includes(nome) ? `${caminho} ${nome}` : caminho
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
export const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0)
