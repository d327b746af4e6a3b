import type { Page, Response } from '@playwright/test'
import { emptyPage, recordRequests, springError } from './fixtures/network.ts'
import { expect, test } from './fixtures/test.ts'

const main = (page: Page) => page.getByRole('main')

const TILES = [
  { label: 'Funcionários', api: '/api/home/funcionarios', href: '/funcionario' },
  { label: 'Departamentos', api: '/api/home/departamentos', href: '/departamento' },
  { label: 'Cargos', api: '/api/home/cargos', href: '/cargo' },
  { label: 'Locais de Trabalho', api: '/api/home/localtrabalho', href: '/localtrabalho' },
] as const

const tile = (page: Page, label: string) => main(page).getByRole('link', { name: new RegExp(label) })

/** Waits for the JSON answer of an API path during `action`. */
async function answerOf(page: Page, path: string, action: () => Promise<void>): Promise<unknown> {
  const response = page.waitForResponse((r: Response) => new URL(r.url()).pathname === path && r.ok())
  await action()
  return (await response).json()
}

test.describe('count tiles', () => {
  test('[HOME-001][HOME-003][HOME-004][HOME-005][HOME-006] rh sees the four tiles with the counts of the API and their links', async ({ loginAs, page }) => {
    const counts = new Map<string, unknown>()
    page.on('response', async (r) => {
      const path = new URL(r.url()).pathname
      if (TILES.some((t) => t.api === path) && r.ok()) counts.set(path, await r.json())
    })
    await loginAs('rh')
    for (const { label, api, href } of TILES) {
      const link = tile(page, label)
      await expect(link).toHaveAttribute('href', href)
      await expect.poll(() => counts.get(api)).toEqual(expect.any(Number))
      expect(counts.get(api) as number).toBeGreaterThan(0)
      await expect(link).toContainText(String(counts.get(api)))
    }
  })

  test('[HOME-002] a plain employee does not get the tiles', async ({ loginAs, page }) => {
    await loginAs('funcionario')
    await expect(main(page)).toBeVisible()
    await expect(main(page).getByRole('link', { name: /Cartão Ponto/ }).first()).toBeVisible()
    for (const { label } of TILES) await expect(tile(page, label)).toHaveCount(0)
  })
})

test.describe('Divisao das Horas', () => {
  test('[HOME-007][HOME-008] the area chart is drawn from the API rows, with an accessible name', async ({ loginAs, page }) => {
    const rows = (await answerOf(page, '/api/home/divisaoHoras', () => loginAs('rh'))) as unknown[]
    expect(rows.length).toBeGreaterThan(1)
    await expect(main(page).getByText('Divisao das Horas', { exact: true })).toBeVisible()
    const chart = main(page).locator('svg[role="img"]')
    await expect(chart).toBeVisible()
    await expect(chart).toHaveAttribute('aria-label', /\S/)
    await expect(main(page).getByText('Nao existem dados para serem exibidos no grafico')).toHaveCount(0)
  })

  test('[HOME-009] with a single row the chart area shows the no-data message', async ({ loginAs, page }) => {
    await page.route('**/api/home/divisaoHoras', (route) =>
      route.fulfill({ json: [{ competencia: '11/2026', horasTrabalhadas: 100, horasExtras: 3, faltas: 1 }] }),
    )
    await loginAs('rh')
    await expect(main(page).getByText('Nao existem dados para serem exibidos no grafico', { exact: true })).toBeVisible()
    await expect(main(page).getByText('Divisao das Horas', { exact: true })).toBeVisible()
    await expect(main(page).locator('svg[role="img"]')).toHaveCount(0)
  })
})

test.describe('Solicitacoes Para Deferimento', () => {
  const heading = (page: Page) => main(page).getByText('Solicitacoes Para Deferimento', { exact: true })

  test('[HOME-010][HOME-011][HOME-012][HOME-013] rh sees the pending requests, each linking to its approval', async ({ loginAs, page }) => {
    const listed = recordRequests(page, (url) => url.pathname === '/api/solicitacao')
    await loginAs('rh')
    await expect(heading(page)).toBeVisible()
    const table = main(page).getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Funcionário' }) })
    await expect(table.getByRole('columnheader')).toHaveText(['Funcionário', 'Início', 'Fim', 'Tipo', 'Situação'])

    const links = table.getByRole('link')
    await expect(links.first()).toBeVisible()
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    expect(hrefs.length).toBeGreaterThan(0)
    for (const href of hrefs) expect(href).toMatch(/^\/solicitacao\/\d+\/aprovacao$/)

    const query = new URL(listed[0]?.url() ?? 'http://x/').searchParams
    expect(query.get('escopo')).toBe('PARA_DEFERIMENTO')
    expect(query.has('search')).toBe(true)
  })

  test('[HOME-010] supervisor, without the approval role, does not see the table', async ({ loginAs, page }) => {
    await loginAs('supervisor')
    await expect(tile(page, 'Funcionários')).toBeVisible()
    await expect(main(page).getByText('Divisao das Horas', { exact: true })).toBeVisible()
    await expect(heading(page)).toHaveCount(0)
  })

  test('[HOME-014] no pending request shows the empty text', async ({ loginAs, page }) => {
    await page.route('**/api/solicitacao?*', (route) => route.fulfill({ json: emptyPage() }))
    await loginAs('rh')
    await expect(heading(page)).toBeVisible()
    await expect(main(page).getByText('Nenhuma solicitacao pendente!', { exact: true })).toBeVisible()
  })
})

test('[HOME-016][API-018] a failing home call is shown in the danger banner', async ({ loginAs, page }) => {
  await page.route('**/api/home/cargos', (route) =>
    route.fulfill({ status: 500, json: springError(500, '/api/home/cargos') }),
  )
  await loginAs('rh')
  await expect(
    page.getByRole('alert').filter({ hasText: 'Houve um erro inesperado! Tente mais tarde novamente.' }),
  ).toBeVisible()
})

test.describe('notifications', () => {
  const bell = (page: Page) => page.getByRole('button', { name: /^Notificações/ })
  const panel = (page: Page) => page.getByRole('region', { name: 'Notificações' })
  const markOne = (page: Page) => panel(page).getByRole('button', { name: 'Marcar como lida' })
  const SEM_QUADRO = '/funcionario?semQuadroHoras=true&ativo=true&controlaPonto=true'
  const SEM_MATRICULA = '/funcionario?semMatricula=true&ativo=true&controlaPonto=true'
  const item = (page: Page, href: string) => panel(page).getByRole('listitem').filter({ has: page.locator(`a[href="${href}"]`) })

  test('[HOME-018][HOME-020][HOME-021][HOME-022] the bell lists the employee warnings (label-warning, linked to the filtered lists) and the system notifications (label-danger)', async ({ loginAs, page }) => {
    await loginAs('rh')
    await bell(page).click()
    await expect(item(page, SEM_QUADRO).locator('.label-warning')).toBeVisible()
    await expect(item(page, SEM_MATRICULA).locator('.label-warning')).toBeVisible()
    const system = panel(page).getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Marcar como lida' }) })
    await expect(system.first()).toBeVisible()
    const systemCount = await system.count()
    await expect(system.locator('.label-danger')).toHaveCount(systemCount)
    await expect(system.locator('.label-warning')).toHaveCount(0)

    await item(page, SEM_QUADRO).getByRole('link').click()
    await expect(page).toHaveURL(SEM_QUADRO)
  })

  test('[HOME-019] items with total 0 are dropped', async ({ loginAs, page }) => {
    await page.route('**/api/funcionarios/notificacoes', (route) =>
      route.fulfill({
        json: [
          { name: 'semQuadroHoras', total: 3, tipo: 'AVISO', descricao: 'Funcionários sem quadro de horário' },
          { name: 'semMatricula', total: 0, tipo: 'AVISO', descricao: 'Funcionários sem matrícula' },
        ],
      }),
    )
    await loginAs('rh')
    await bell(page).click()
    await expect(item(page, SEM_QUADRO)).toBeVisible()
    await expect(item(page, SEM_MATRICULA)).toHaveCount(0)
  })

  test('[HOME-017] the bell polls every 15 s', async ({ loginAs, page }) => {
    await page.clock.install()
    const polls = recordRequests(page, (url) => url.pathname === '/api/notificacoes')
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/notificacoes')
    await loginAs('rh')
    // The next poll is scheduled once the first answer has been handled by the page.
    await answered
    await page.clock.runFor(100)
    const before = polls.length
    await page.clock.fastForward(15_000)
    await expect.poll(() => polls.length).toBeGreaterThan(before)
  })

  test('[HOME-023] marking one notification read removes it, also after a reload', async ({ loginAs, page }) => {
    await loginAs('rh')
    await bell(page).click()
    await expect(markOne(page).first()).toBeVisible()
    const count = await markOne(page).count()

    const posted = page.waitForRequest((r) => /\/api\/notificacoes\/[^/]+\/markasread$/.test(r.url()) && r.method() === 'POST')
    await markOne(page).first().click()
    await posted
    await expect(markOne(page)).toHaveCount(count - 1)

    await page.reload()
    await bell(page).click()
    await expect(item(page, SEM_QUADRO)).toBeVisible()
    await expect(markOne(page)).toHaveCount(count - 1)
  })

  test('[HOME-024] Marcar todas como lidas empties the system notifications and keeps the warnings', async ({ loginAs, page }) => {
    await loginAs('rh')
    await bell(page).click()
    await expect(markOne(page).first()).toBeVisible()

    const posted = page.waitForRequest((r) => r.url().endsWith('/api/notificacoes/markallread') && r.method() === 'POST')
    await panel(page).getByRole('button', { name: 'Marcar todas como lidas' }).click()
    await posted
    await expect(markOne(page)).toHaveCount(0)
    await expect(item(page, SEM_QUADRO)).toBeVisible()

    await page.reload()
    await bell(page).click()
    await expect(item(page, SEM_QUADRO)).toBeVisible()
    await expect(item(page, SEM_MATRICULA)).toBeVisible()
    await expect(markOne(page)).toHaveCount(0)
  })
})
