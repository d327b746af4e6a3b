import type { Page } from '@playwright/test'
import { expect, test } from './fixtures/test.ts'

// The employee on a phone, and any screen at 400 % zoom (WCAG 1.4.10: 320 CSS px wide): the page itself never scrolls
// sideways; a wide table scrolls inside its own box.
test.use({ viewport: { width: 320, height: 640 }, hasTouch: true })

/** How far the whole page scrolls sideways (0 when it fits). */
const rolagemLateral = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

test('[SHELL-004][SHELL-005][SHELL-006][REQ-003] at 320 px the top bar and the own request list fit the screen; Sair is in Meu Perfil', async ({
  loginAs,
  page,
}) => {
  await loginAs('funcionario', '/solicitacao')
  await expect(page.getByRole('main').getByRole('link', { name: 'Abrir a solicitação nº 1' })).toBeAttached()
  expect(await rolagemLateral(page)).toBe(0)
  // One's own request: its situation and 'Abrir' are on screen.
  const linha = page.getByTestId('solicitacao-1')
  await expect(linha.getByRole('cell', { name: 'Pendente' })).toBeInViewport({ ratio: 1 })
  await expect(linha.getByRole('link', { name: 'Abrir a solicitação nº 1' })).toBeInViewport({ ratio: 1 })

  const bater = page.getByRole('link', { name: 'Bater o Ponto' }).first()
  await expect(bater).toBeInViewport({ ratio: 1 })
  await expect(page.getByRole('button', { name: 'Meu Perfil' })).toBeInViewport({ ratio: 1 })
  await page.getByRole('button', { name: 'Meu Perfil' }).click()
  await expect(page.getByRole('menuitem', { name: 'Sair' })).toBeInViewport({ ratio: 1 })
})

test('[AUTH-053][TC-062] at 320 px the employee sees the Aceite of the pending card without scrolling the table sideways', async ({
  loginAs,
  page,
}) => {
  await loginAs('funcionario', '/aceite')
  const pendente = page.getByTestId('aceite-1-12')
  await expect(pendente).toContainText('10/2026')
  await expect(pendente.getByRole('button', { name: 'Aceite' })).toBeInViewport({ ratio: 1 })
  expect(await rolagemLateral(page)).toBe(0)
})

test('at 320 px the notifications panel opens whole on the screen', async ({ loginAs, page }) => {
  await loginAs('funcionario')
  await page.getByRole('button', { name: /^Notificações/ }).click()
  const painel = page.getByRole('region', { name: 'Notificações' })
  await expect(painel.getByRole('heading', { name: 'Notificações' })).toBeVisible()
  await expect(painel).toBeInViewport({ ratio: 1 })
})

test('[CLOCK-001][CLOCK-004] at 320 px the employee clocks in and downloads the receipt from the list without scrolling it sideways', async ({
  loginAs,
  page,
}) => {
  await loginAs('funcionario', '/relogio')
  await page.getByRole('button', { name: 'Registrar ponto' }).click()
  await expect(page.getByRole('region', { name: 'Comprovante de Registro de Ponto do Trabalhador' })).toBeVisible()
  await page.goto('/comprovantes-marcacao')
  const baixar = page.getByRole('table', { name: 'Comprovantes de marcação' }).getByRole('button', { name: 'Baixar comprovante (PDF) NSR 000000001' })
  await expect(baixar).toBeInViewport({ ratio: 1 })
  expect(await rolagemLateral(page)).toBe(0)
})
