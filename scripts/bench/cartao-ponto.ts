import type { Browser, BrowserContext, Page, Route } from '@playwright/test'
import { kb, login, recordApiCalls, recordScripts, rotulo, sum } from './browser'

/** Fernanda (1) in 11/2026 (13): page 0 of the default list, with neighbours on both sides. */
const CARTAO = '/manutencao/13/1'
export const GRADE = '[aria-label="Cartão ponto"]'

/**
 * Time card figures (issue 3): what a deep link to a card loads, and the step to the next employee
 * with the neighbours' cards prefetched and without (their requests held until the click).
 */
export async function benchCartaoPonto(browser: Browser, url: string): Promise<void> {
  const critical = await loadCartao(browser, url, { suppressIdle: true })
  const full = await loadCartao(browser, url, { suppressIdle: false })
  const criticalPaths = new Set(critical.scripts.map((s) => s.path))
  console.log(`Cartão ponto (rh), deep link ${CARTAO} reloaded with a session, cache disabled`)
  console.log(`  shown in ${critical.shownAt} ms`)
  console.log(`  JavaScript gzip needed to show the card: ${kb(sum(critical.scripts.map((s) => s.gzip)))} in ${critical.scripts.length} files`)
  for (const s of [...critical.scripts].sort((a, b) => b.gzip - a.gzip).slice(0, 12)) console.log(`    ${kb(s.gzip).padStart(9)}  ${rotulo(s.path)}`)
  const later = full.scripts.filter((s) => !criticalPaths.has(s.path))
  console.log(`  loaded afterwards while idle: ${kb(sum(later.map((s) => s.gzip)))} in ${later.length} files`)
  const cartoes = full.calls.filter((c) => c.startsWith('GET /api/cartaoponto?'))
  const repeated = full.calls.filter((c, i) => full.calls.indexOf(c) !== i)
  console.log(`  API calls: ${full.calls.length}, repeated: ${repeated.length ? repeated.join(', ') : 'none'}`)
  console.log(`  GET /api/cartaoponto: ${cartoes.length} (the card shown and its two prefetched neighbours)`)
  for (const call of full.calls) console.log(`    ${call}`)

  const comPrefetch = await stepNext(browser, url, { prefetch: true })
  const semPrefetch = await stepNext(browser, url, { prefetch: false })
  console.log('  Next employee, click to the new grid painted (median of 9 steps; target with prefetch: at most 33 ms, the second frame)')
  console.log(`    with prefetch:    ${describe(comPrefetch)}`)
  console.log(`    without prefetch: ${describe(semPrefetch)}`)
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN
const describe = ([first = NaN, ...rest]: number[]) =>
  `${median(rest).toFixed(0)} ms (steps: ${rest.map((v) => v.toFixed(0)).join(', ')}; first step after loading the page: ${first.toFixed(0)} ms)`

async function newContext(browser: Browser, db: string): Promise<BrowserContext> {
  return browser.newContext({ extraHTTPHeaders: { 'x-ponto-db': db }, viewport: { width: 1600, height: 1000 } })
}

async function loadCartao(browser: Browser, url: string, options: { suppressIdle: boolean }) {
  const context = await newContext(browser, 'bench-cartao')
  const page = await context.newPage()
  if (options.suppressIdle) {
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0
    })
  }
  await login(page, url, 'rh', CARTAO)
  await page.locator(`${GRADE} tbody tr`).first().waitFor()
  // The first load's prefetches must not be counted as the reload's requests.
  await page.waitForLoadState('networkidle')
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  const scripts = recordScripts(page)
  const calls = recordApiCalls(page)
  const started = Date.now()
  await page.reload()
  await page.locator(`${GRADE} tbody tr`).first().waitFor()
  const shownAt = Date.now() - started
  await page.waitForLoadState('networkidle')
  await context.close()
  return { scripts, calls, shownAt }
}

/**
 * Ten steps to the next employee on one page, as an HR user stepping through the list; before each
 * click the page is quiet (with prefetch: the neighbours' cards are in). Without prefetch, the
 * neighbours' requests are held and only sent on to the server at the click, as if never prefetched.
 * The first step (still warming up the page's code) is reported apart from the median.
 */
async function stepNext(browser: Browser, url: string, options: { prefetch: boolean }): Promise<number[]> {
  const context = await newContext(browser, `bench-next-${options.prefetch}`)
  const page = await context.newPage()
  const held: Route[] = []
  let atual = '1'
  if (!options.prefetch) {
    await page.route('**/api/cartaoponto?*', (route) => {
      const id = new URL(route.request().url()).searchParams.get('funcionarioId')
      if (id === atual) void route.continue()
      else held.push(route)
    })
  }
  let inFlight = 0
  page.on('request', () => void inFlight++)
  page.on('requestfinished', () => void inFlight--)
  page.on('requestfailed', () => void inFlight--)
  await login(page, url, 'rh', CARTAO)
  await page.locator(`${GRADE} tbody tr`).first().waitFor()
  const times: number[] = []
  for (let i = 0; i < 10; i++) {
    // Quiet: nothing in flight but the held requests (the previous card is cached, the next one held).
    await page.waitForTimeout(300)
    while (inFlight > held.length || (!options.prefetch && held.length === 0)) await page.waitForTimeout(20)
    await startStep(page)
    atual = ''
    for (const route of held.splice(0)) void route.continue()
    times.push(await page.evaluate<number>('window.__step'))
    atual = new URL(page.url()).pathname.split('/').pop() ?? ''
  }
  await context.close()
  return times
}

/**
 * Clicks 'Próximo funcionário' (or `botao`) and leaves in `window.__step` the ms until the new grid is painted.
 * A string, not a function: tsx would wrap the function's inner names in a helper the page lacks.
 */
export async function startStep(page: Page, botao = 'Próximo funcionário'): Promise<void> {
  await page.evaluate(`(() => {
    const grade = ${JSON.stringify(GRADE)}
    const caption = () => document.querySelector(grade + ' caption')?.textContent ?? ''
    const before = caption()
    const button = document.querySelector(${JSON.stringify(`button[aria-label="${botao}"]`)})
    if (!button) throw new Error('no ${botao} button')
    const started = performance.now()
    window.__step = new Promise((resolve, reject) => {
      setTimeout(() => reject(new Error('the next card was not shown within 10 s')), 10000)
      const check = () => {
        const shown = caption() !== '' && caption() !== before && document.querySelector(grade + ' tbody tr')
        // Found before this frame's paint: a task queued now runs once the frame is painted.
        if (shown) setTimeout(() => resolve(performance.now() - started), 0)
        else requestAnimationFrame(check)
      }
      requestAnimationFrame(check)
    })
    button.click()
  })()`)
}
