import type { Locator } from '@playwright/test'
import { menuGroup } from './fixtures/shell.ts'
import { expect, test } from './fixtures/test.ts'

test('[SHELL-001] home of rh (top bar, side menu, user block, tiles, chart, table) has no axe violation', async ({ loginAs, axe, page }) => {
  await loginAs('rh')
  await expect(page.getByRole('main').getByRole('img', { name: /^Gráfico de área/ }).locator('canvas')).toBeVisible()
  await expect(page.getByRole('main').getByText('Solicitacoes Para Deferimento', { exact: true })).toBeVisible()
  await axe()
})

test('[SHELL-001] the shell with a menu group open has no axe violation', async ({ loginAs, axe, page }) => {
  await loginAs('admin')
  const cadastros = menuGroup(page, 'Cadastros')
  await cadastros.click()
  await expect(cadastros).toHaveAttribute('aria-expanded', 'true')
  await axe()
})

test('the identity provider login page and /about have no axe violation', async ({ axe, page }) => {
  await page.goto('/')
  await expect(page.getByLabel('Usuário', { exact: true })).toBeVisible()
  await axe()
  await page.goto('/about')
  await expect(page.getByRole('heading', { name: 'Ponto', exact: true })).toBeVisible()
  await axe()
})

test('a sort header and a menu link reached with Tab show the focus outline', async ({ loginAs, page }) => {
  await loginAs('rh', '/departamento')
  const contorno = (alvo: Locator) => alvo.evaluate((el) => `${getComputedStyle(el).outlineStyle} ${getComputedStyle(el).outlineWidth}`)
  const porTab = async (alvo: Locator) => {
    await alvo.focus()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    await expect(alvo).toBeFocused()
    expect(await contorno(alvo)).toBe('solid 2px')
  }
  await porTab(page.getByRole('main').getByRole('button', { name: /Descrição/i }).first())
  await porTab(page.getByRole('link', { name: 'Início', exact: true }).first())
})

test('Tab leaves a select inside a dialog for the next field, and reaches the dialog buttons', async ({ loginAs, page }) => {
  await loginAs('rh', '/manutencao/13/1')
  await page.getByRole('button', { name: /^Saída 2 de 10\/11/ }).focus()
  await page.keyboard.press('Enter')
  const dialogo = page.getByRole('dialog')
  const motivo = dialogo.getByRole('combobox')
  await motivo.focus()
  await page.keyboard.press('Tab')
  await expect(dialogo.getByRole('button', { name: 'Cancelar' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(dialogo.getByRole('button', { name: 'Salvar' })).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Shift+Tab')
  await expect(motivo).toBeFocused()
})

test('after saving a new register item the focus is on the page the form returned to, not lost on the body', async ({ loginAs, page }) => {
  await loginAs('admin', '/cargo/new')
  const main = page.getByRole('main')
  await main.getByLabel('Código').fill('F1')
  await main.getByLabel('Descrição').fill('Cargo do teste de foco')
  await main.getByRole('button', { name: 'Salvar' }).press('Enter')
  await expect(page).toHaveURL(/\/cargo$/)
  await expect(main).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(main.locator(':focus')).toHaveCount(1)
})
