import type { Browser } from '@playwright/test'
import { kb, login, recordApiCalls, recordScripts, rotulo, sum, type ScriptLoad } from './browser'

/**
 * Home after login, reloaded with the session in place and the HTTP cache off.
 * Two loads: one with idle callbacks suppressed (what the page needs to render: the critical path),
 * one normal (everything, including what is preloaded while idle and the lazily drawn chart).
 */
export async function benchHome(browser: Browser, url: string): Promise<void> {
  const critical = await loadHome(browser, url, { suppressIdle: true })
  const full = await loadHome(browser, url, { suppressIdle: false })
  const afterLogin = await loadHomeAfterLogin(browser, url)
  const criticalPaths = new Set(critical.scripts.map((s) => s.path))
  console.log('Home (rh), reloaded with a session, cache disabled')
  console.log(`  shown in ${critical.shownAt} ms`)
  console.log(`  JavaScript gzip needed to show home: ${kb(sum(critical.scripts.map((s) => s.gzip)))} in ${critical.scripts.length} files`)
  console.log(`  right after logging in (/callback, the identity library on the critical path): ${kb(sum(afterLogin.map((s) => s.gzip)))} in ${afterLogin.length} files`)
  const later = full.scripts.filter((s) => !criticalPaths.has(s.path))
  console.log(`  loaded afterwards (chart, menus and real-time channel while idle): ${kb(sum(later.map((s) => s.gzip)))} in ${later.length} files`)
  const needed = full.scripts.filter((s) => criticalPaths.has(s.path))
  const shown = [...needed, ...later.sort((a, b) => b.gzip - a.gzip).slice(0, 5)].sort((a, b) => b.gzip - a.gzip)
  for (const s of shown) {
    console.log(`    ${kb(s.gzip).padStart(9)}  ${criticalPaths.has(s.path) ? 'needed  ' : 'later   '} ${rotulo(s.path)}`)
  }
  const repeated = full.calls.filter((c, i) => full.calls.indexOf(c) !== i)
  console.log(`  API calls: ${full.calls.length}, repeated: ${repeated.length ? repeated.join(', ') : 'none'}`)
}

/** The first load after the identity provider's form: /callback exchanges the code, then home renders. */
async function loadHomeAfterLogin(browser: Browser, url: string): Promise<ScriptLoad[]> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-ponto-db': 'bench-home' } })
  const page = await context.newPage()
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0
  })
  await page.goto(`${url}/`)
  await page.getByLabel('Usuário', { exact: true }).fill('rh')
  await page.getByLabel('Senha', { exact: true }).fill('ponto')
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  const scripts = recordScripts(page)
  await page.getByRole('button', { name: 'Entrar' }).click()
  await page.getByRole('heading', { name: 'Solicitacoes Para Deferimento' }).waitFor()
  await page.waitForLoadState('networkidle')
  await context.close()
  return scripts.filter((s) => !s.path.includes('chart'))
}

async function loadHome(browser: Browser, url: string, options: { suppressIdle: boolean }) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-ponto-db': 'bench-home' } })
  const page = await context.newPage()
  if (options.suppressIdle) {
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0
    })
  }
  await login(page, url, 'rh')
  await page.waitForURL(`${url}/`)
  await page.getByRole('list', { name: 'Totais' }).waitFor()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  const scripts: ScriptLoad[] = recordScripts(page)
  const calls = recordApiCalls(page)
  const started = Date.now()
  await page.reload()
  await page.getByRole('heading', { name: 'Solicitacoes Para Deferimento' }).waitFor()
  const shownAt = Date.now() - started
  if (!options.suppressIdle) await page.locator('[role="img"][aria-label^="Gráfico de área"] canvas').waitFor()
  await page.waitForLoadState('networkidle')
  await context.close()
  return { scripts: options.suppressIdle ? scripts.filter((s) => !s.path.includes('chart')) : scripts, calls, shownAt }
}
