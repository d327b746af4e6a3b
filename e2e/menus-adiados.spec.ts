import type { Page } from '@playwright/test'
import { expect, test } from './fixtures/test.ts'

// Issue 16: the menus' and the dialogs' libraries load on first use. With the browser never idle, nothing preloads it: each menu below is
// opened through its stand-in trigger, which must open the real menu once the library arrives, by pointer or keyboard;
// a dialog opened before its library is in appears as soon as it arrives.
const semOcio = (page: Page) =>
  page.addInitScript(() => {
    window.requestIdleCallback = () => 0
  })

const grade = (page: Page) => page.getByRole('region', { name: 'Cartão ponto', exact: true })

test.describe('menus and dialogs opened before their libraries have loaded', () => {
  test.beforeEach(async ({ page }) => semOcio(page))

  test("a day's menu opens on the first click and its item works", async ({ page, loginAs }) => {
    await loginAs('rh', '/manutencao/13/1')
    await grade(page).getByRole('button', { name: 'Ações do dia 03/11' }).click()
    await page.getByRole('menuitem', { name: 'Justificar / abonar o dia' }).click()
    await expect(page.getByRole('dialog', { name: 'Justificar / abonar o dia 03/11' })).toBeVisible()
  })

  test('the column chooser opens from the keyboard', async ({ page, loginAs }) => {
    await loginAs('rh', '/manutencao/13/1')
    await page.getByRole('button', { name: /^Colunas/ }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('menuitemcheckbox').first()).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('menuitemcheckbox')).toHaveCount(0)
    await expect(page.getByRole('button', { name: /^Colunas/ })).toBeFocused()
  })

  test("the top bar's profile menu opens on the first click", async ({ page, loginAs }) => {
    await loginAs('funcionario')
    await page.getByRole('button', { name: 'Meu Perfil' }).click()
    await expect(page.getByRole('menuitem', { name: 'Redefinir senha' })).toBeVisible()
  })

  test("a dialog opened from the grid appears, takes the focus and gives it back on Escape", async ({ page, loginAs }) => {
    await loginAs('rh', '/manutencao/13/1')
    const botao = grade(page).getByRole('button', { name: 'Alterar horário da justificativa 01:00 Hora Extra' })
    await botao.click()
    const dialogo = page.getByRole('dialog', { name: 'Alterar horário da justificativa' })
    await expect(dialogo.getByRole('textbox', { name: 'Horário' })).toHaveValue('01:00')
    await expect(dialogo).toContainText('Horário')
    await page.keyboard.press('Escape')
    await expect(dialogo).toBeHidden()
    await expect(botao).toBeFocused()
  })
})
