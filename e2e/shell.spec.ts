import type { WebSocket } from '@playwright/test'
import { persona, formatCpf } from './fixtures/personas.ts'
import { recordRequests } from './fixtures/network.ts'
import { footer, menuGroup, menuLabels, sideMenu, topBar } from './fixtures/shell.ts'
import { expect, test } from './fixtures/test.ts'

test.describe('side menu per persona', () => {
  test('[SHELL-046][SHELL-029] admin sees every group, in the order of the specification', async ({ loginAs, page }) => {
    const groups = [
      'Início', 'Inconsistências', 'Cartão Ponto', 'Cartão Ponto Digital', 'Ações em Lote', 'Fechamento',
      'Banco de Horas / Dias', 'Cadastros', 'Relatórios', 'Indicadores', 'Solicitações', 'Arquivos Fiscais',
      'Configurações', 'Permissões',
    ]
    await loginAs('admin')
    await expect.poll(async () => (await menuLabels(page)).filter((label) => groups.includes(label))).toEqual(groups)
  })

  test('[SHELL-025][SHELL-027] supervisor sees Cartão Ponto but neither Cadastros nor Permissões', async ({ loginAs, page }) => {
    await loginAs('supervisor')
    const menu = sideMenu(page)
    await expect(menu.getByRole('link', { name: 'Cartão Ponto', exact: true })).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Inconsistências', exact: true })).toBeVisible()
    await expect(menuGroup(page, 'Cadastros')).toHaveCount(0)
    await expect(menuGroup(page, 'Permissões')).toHaveCount(0)
    await expect(menuGroup(page, 'Configurações')).toHaveCount(0)
    await expect(menu.getByRole('link', { name: 'Ações em Lote', exact: true })).toHaveCount(0)
  })

  test('[SHELL-004][SHELL-025][CLOCK-006] funcionario sees only its entries and the Bater o Ponto link', async ({ loginAs, page }) => {
    await loginAs('funcionario')
    await expect(topBar(page).getByRole('link', { name: 'Bater o Ponto' })).toHaveAttribute('href', '/relogio')
    await expect.poll(() => menuLabels(page)).toEqual([
      'Início', 'Cartão Ponto', 'Cartão Ponto Digital', 'Solicitações', 'Arquivos Fiscais',
    ])
    await menuGroup(page, 'Arquivos Fiscais').click()
    await expect(sideMenu(page).getByRole('link', { name: 'Comprovantes de Marcação' })).toBeVisible()
    await expect(sideMenu(page).getByRole('link', { name: 'AFDT / ACJEF' })).toHaveCount(0)
  })

  test('[SHELL-004] rh is not offered Bater o Ponto', async ({ loginAs, page }) => {
    await loginAs('rh')
    await expect(menuGroup(page, 'Cadastros')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Bater o Ponto' })).toHaveCount(0)
  })

  test('[SHELL-029][SHELL-027] a user without roles sees only Início', async ({ loginAs, page }) => {
    await loginAs('semacesso')
    await expect(sideMenu(page).getByRole('link', { name: 'Início', exact: true })).toBeVisible()
    expect(await menuLabels(page)).toEqual(['Início'])
  })
})

test('[SHELL-024] opening a menu group closes the other open group', async ({ loginAs, page }) => {
  await loginAs('admin')
  const cadastros = menuGroup(page, 'Cadastros')
  const configuracoes = menuGroup(page, 'Configurações')

  await cadastros.click()
  await expect(cadastros).toHaveAttribute('aria-expanded', 'true')
  await expect(sideMenu(page).getByRole('link', { name: 'Funcionários', exact: true })).toBeVisible()

  await configuracoes.click()
  await expect(configuracoes).toHaveAttribute('aria-expanded', 'true')
  await expect(cadastros).toHaveAttribute('aria-expanded', 'false')
  await expect(sideMenu(page).getByRole('link', { name: 'Coletores', exact: true })).toBeVisible()
  await expect(sideMenu(page).getByRole('link', { name: 'Funcionários', exact: true })).toBeHidden()
})

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

test('[SHELL-021] a path outside the route table shows the not-found screen', async ({ loginAs, page }) => {
  await loginAs('rh')
  await page.goto('/nao-existe')
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible()
  await expect(page).toHaveURL(/\/nao-existe$/)
})

test.describe('footer', () => {
  test('[SHELL-009][SHELL-011][SHELL-012][SHELL-013] year, integrator name and a relative last-contact time that keeps moving', async ({ loginAs, page }) => {
    const start = new Date()
    await page.clock.install({ time: start })
    await page.route('**/api/integradores/ultimo-contato', (route) =>
      route.fulfill({
        json: { id: 1, nome: 'Integrador RH Folha', lastContact: new Date(start.getTime() - 20_000).toISOString() },
      }),
    )
    await loginAs('rh')
    const foot = footer(page)
    await expect(foot).toContainText(String(start.getFullYear()))
    await expect(foot).toContainText('Integrador RH Folha')
    await expect(foot).toContainText(/segundo/)

    const before = await foot.innerText()
    await page.clock.fastForward(90_000)
    await expect(foot).toContainText(/minuto/)
    expect(await foot.innerText()).not.toBe(before)
  })

  test('[SHELL-011] the seeded integrator appears in the footer', async ({ loginAs, page }) => {
    await loginAs('rh')
    await expect(footer(page)).toContainText('Integrador RH Folha')
    await expect(footer(page)).toContainText(String(new Date().getFullYear()))
  })

  test('[SHELL-015] no integrator configured', async ({ loginAs, page }) => {
    await page.route('**/api/integradores/ultimo-contato', (route) => route.fulfill({ status: 204 }))
    await loginAs('rh')
    await expect(footer(page).getByText('Integrador RH não configurado.', { exact: true })).toBeVisible()
  })

  test('[SHELL-014] an integrator that never made contact shows Nunca', async ({ loginAs, page }) => {
    await page.route('**/api/integradores/ultimo-contato', (route) =>
      route.fulfill({ json: { id: 1, nome: 'Integrador RH Folha', lastContact: null } }),
    )
    await loginAs('rh')
    await expect(footer(page)).toContainText('Integrador RH Folha')
    await expect(footer(page)).toContainText('Nunca')
  })
})

test('[SHELL-007] the top bar shows the company name', async ({ loginAs, page }) => {
  await loginAs('rh')
  await expect(topBar(page).getByText('Prefeitura Municipal de Santa Aurora')).toBeVisible()
})

test('[SHELL-002] the user block shows name, e-mail and CPF', async ({ loginAs, page }) => {
  const rh = persona('rh')
  await loginAs('rh')
  await expect(page.getByText(rh.name, { exact: true }).first()).toBeVisible()
  await expect(page.getByText(rh.email).first()).toBeVisible()
  await expect(page.getByText(formatCpf(rh.cpf ?? '')).first()).toBeVisible()
})

test('[SHELL-017] the status region announces the page after a navigation', async ({ loginAs, page }) => {
  await loginAs('rh')
  const announcement = page.getByRole('status').filter({ hasText: 'Fechamento' })
  await expect(announcement).toHaveCount(0)
  await sideMenu(page).getByRole('link', { name: 'Fechamento', exact: true }).click()
  await expect(page).toHaveURL(/\/fechamento$/)
  await expect(announcement).toHaveCount(1)
  await expect(announcement).toHaveAttribute('aria-live', 'polite')
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
