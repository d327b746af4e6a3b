import type { WebSocket } from '@playwright/test'
import { recordRequests } from './fixtures/network.ts'
import { sideMenu } from './fixtures/shell.ts'
import { expect, test } from './fixtures/test.ts'

// The menus per persona, the footer, the top bar, the user block, the not-found screen and the route announcer are
// proven at app level through the real handlers (src/widgets/app-shell/ui/*.test.tsx, src/app/routes/-app.backend.test.tsx);
// here what only a browser shows: real widths, the keyboard, the requests on the wire, the websocket, the document's locale.

test('[SHELL-022] the side menu collapses and expands', async ({ loginAs, page }) => {
  await loginAs('rh')
  const aside = page.getByRole('complementary', { name: 'Navegação' })
  const inicio = sideMenu(page).getByRole('link', { name: 'Início', exact: true })
  await expect(inicio).toBeVisible()
  const wide = (await aside.boundingBox())?.width ?? 0
  expect(wide).toBeGreaterThan(100)

  await page.getByRole('button', { name: 'Recolher menu' }).click()
  const expand = page.getByRole('button', { name: 'Expandir menu' })
  await expect(expand).toHaveAttribute('aria-expanded', 'false')
  await expect(page.getByRole('link', { name: 'Início', exact: true })).toBeHidden()
  await expect.poll(async () => (await aside.boundingBox())?.width ?? 0).toBeLessThan(wide / 2)

  await expand.click()
  await expect(page.getByRole('button', { name: 'Recolher menu' })).toHaveAttribute('aria-expanded', 'true')
  await expect(inicio).toBeVisible()
  await expect.poll(async () => (await aside.boundingBox())?.width ?? 0).toBe(wide)
})

test('[SHELL-016] ctrl+b goes to /relogio', async ({ loginAs, page }) => {
  await loginAs('funcionario')
  await page.keyboard.press('Control+b')
  await expect(page).toHaveURL(/\/relogio$/)
})

test('[API-002][AUTH-003] the five startup loads are requested, with the bearer token', async ({ loginAs, page }) => {
  const startup = [
    '/api/config/search/load',
    '/api/empresas/search/first',
    '/api/funcionarios/permite-bater-ponto',
    '/api/configuracao-campos/cartao-ponto',
    '/api/integradores/ultimo-contato',
  ]
  const requests = recordRequests(page, (url) => startup.includes(url.pathname))
  await loginAs('rh')
  await expect
    .poll(() => startup.filter((path) => !requests.some((r) => new URL(r.url()).pathname === path)))
    .toEqual([])
  for (const request of requests) expect(await request.headerValue('authorization')).toMatch(/^Bearer \S+/)
})

test('[RT-001][RT-003] a STOMP websocket is opened at /stomp and subscribes to the greetings topic', async ({ loginAs, page }) => {
  const frames: string[] = []
  const sockets: WebSocket[] = []
  page.on('websocket', (ws) => {
    sockets.push(ws)
    ws.on('framesent', ({ payload }) => frames.push(String(payload)))
  })
  await loginAs('rh')
  await expect.poll(() => sockets.map((ws) => new URL(ws.url()).pathname)).toContain('/stomp')
  await expect
    .poll(() => frames.some((f) => f.startsWith('SUBSCRIBE') && /destination:\/topic\/greetings/.test(f)))
    .toBe(true)
})

test('[SHELL-019] the interface declares and uses the pt-BR locale', async ({ loginAs, page }) => {
  await loginAs('rh')
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
  await expect(sideMenu(page).getByRole('link', { name: 'Início', exact: true })).toBeVisible()
  expect(await page.evaluate(() => new Intl.NumberFormat(document.documentElement.lang).format(1234.5))).toBe('1.234,5')
})
