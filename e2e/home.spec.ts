import type { Page } from '@playwright/test'
import { expect, test } from './fixtures/test.ts'

// One smoke test per persona's home; the home's widgets and the notifications bell are proven at app level through the
// real handlers (src/pages/home/ui/*.test.tsx, src/app/routes/-app.backend.test.tsx, src/widgets/notificacoes-bell).

const main = (page: Page) => page.getByRole('main')

const TILES = [
  { label: 'Funcionários', api: '/api/home/funcionarios', href: '/funcionario' },
  { label: 'Departamentos', api: '/api/home/departamentos', href: '/departamento' },
  { label: 'Cargos', api: '/api/home/cargos', href: '/cargo' },
  { label: 'Locais de Trabalho', api: '/api/home/localtrabalho', href: '/localtrabalho' },
] as const

const tile = (page: Page, label: string) => main(page).getByRole('link', { name: new RegExp(label) })

test('[HOME-001][HOME-003][HOME-004][HOME-005][HOME-006][HOME-007][HOME-008] rh sees the four tiles with the counts of the API and their links, and the hours chart drawn with an accessible name', async ({ loginAs, page }) => {
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
  // nivo draws only with a real layout: jsdom cannot show the chart. It is one named image (a canvas) with a text legend.
  const chart = main(page).getByRole('img', { name: 'Gráfico de área: divisão das horas por competência' })
  await expect(chart.locator('canvas')).toBeVisible()
  await expect(main(page).getByRole('list', { name: 'Legenda: Divisao das Horas' })).toContainText('Horas Extras')
})

test('[HOME-002] a plain employee does not get the tiles', async ({ loginAs, page }) => {
  await loginAs('funcionario')
  await expect(main(page)).toBeVisible()
  await expect(main(page).getByRole('link', { name: /Cartão Ponto/ }).first()).toBeVisible()
  for (const { label } of TILES) await expect(tile(page, label)).toHaveCount(0)
})
