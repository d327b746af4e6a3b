import { expect, test } from './fixtures/test.ts'

// Issue 16: the select library loads on first use. With the browser never idle, nothing preloads it: each select below
// starts as its stand-in, which must hand over to the real select (focus, open menu, typing) once the library arrives.
test.describe('selects used before their library has loaded', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0
    })
  })

  test("the card's employee picker shows the employee, then searches what is typed", async ({ page, loginAs }) => {
    await loginAs('rh', '/manutencao/13/1')
    const picker = page.getByRole('combobox', { name: 'Funcionário' })
    await expect(page.locator('[data-select-substituto]').first()).toBeVisible()
    await expect(page.getByText(/Fernanda/).first()).toBeVisible()
    await picker.fill('Rita')
    await expect(page.getByRole('option', { name: /Rita/ }).first()).toBeVisible()
  })

  test('a press opens the menu at once', async ({ page, loginAs }) => {
    await loginAs('rh', '/manutencao/13/1')
    await page.getByRole('combobox', { name: 'Competência' }).click()
    await expect(page.getByRole('option', { name: /10\/2026/ })).toBeVisible()
  })
})

