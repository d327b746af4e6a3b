import type { Page } from '@playwright/test'
import { menuGroup, sideMenu } from './fixtures/shell.ts'
import { expect, test } from './fixtures/test.ts'

const main = (page: Page) => page.getByRole('main')

test('[REG-080] the limits are read and saved', async ({ page, loginAs }) => {
  await loginAs('admin', '/config')
  const limites = main(page).getByRole('form', { name: 'Limites' })
  const usuarios = limites.getByLabel('Usuários')
  await expect(usuarios).not.toHaveValue('')
  await usuarios.fill('321')
  await limites.getByRole('button', { name: 'Salvar limites' }).click()
  await expect(limites.getByRole('button', { name: 'Salvar limites' })).not.toHaveAttribute('aria-busy', 'true')
  await page.reload()
  await expect(main(page).getByRole('form', { name: 'Limites' }).getByLabel('Usuários')).toHaveValue('321')
})

test('[REG-081] the backup downloads under the name the server gives', async ({ page, loginAs }) => {
  await loginAs('admin', '/config')
  const download = page.waitForEvent('download')
  await main(page).getByRole('button', { name: 'Gerar backup' }).click()
  expect((await download).suggestedFilename()).toBe('ponto-backup-2026-11-16.json')
})

test('[REG-082] a failed backup is shown in the backup section only', async ({ page, loginAs }) => {
  await loginAs('admin', '/config')
  await page.route('**/api/backup', (route) => route.fulfill({ status: 500, json: { message: 'Disco cheio' } }))
  await main(page).getByRole('button', { name: 'Gerar backup' }).click()
  await expect(main(page).getByRole('region', { name: 'Backup' }).getByRole('alert')).toContainText('Disco cheio')
  await expect(main(page).getByRole('form', { name: 'Configurações gerais' }).getByRole('alert')).toHaveCount(0)
  await expect(main(page).getByRole('form', { name: 'Limites' }).getByRole('alert')).toHaveCount(0)
})

test('[REG-079][SHELL-047] turning on the special mode in /config reduces the menu', async ({ page, loginAs }) => {
  await loginAs('admin', '/config')
  await expect(menuGroup(page, 'Cadastros')).toBeVisible()
  const geral = main(page).getByRole('form', { name: 'Configurações gerais' })
  await geral.getByLabel('Modo especial (menu reduzido)').check()
  await geral.getByRole('button', { name: 'Salvar configurações' }).click()
  await expect(geral.getByText('Configurações salvas.')).toBeVisible()
  await page.reload()
  await expect(sideMenu(page).getByRole('link', { name: 'Funcionários', exact: true })).toBeVisible()
  await expect(menuGroup(page, 'Cadastros')).toHaveCount(0)
})

test('a field the company stops using leaves the time card', async ({ page, loginAs }) => {
  await loginAs('admin', '/manutencao/13/1')
  const cabecalhos = page.getByRole('region', { name: 'Cartão ponto' }).getByRole('columnheader')
  await expect(cabecalhos.filter({ hasText: /^Falta$/ })).toHaveCount(1)
  await page.goto('/configuracao-campos')
  const form = main(page).getByRole('form', { name: 'Campos do cartão ponto' })
  await form.getByLabel('Falta', { exact: true }).uncheck()
  await form.getByRole('button', { name: 'Salvar' }).click()
  await expect(form.getByText('Configuração salva.')).toBeVisible()
  await page.goto('/manutencao/13/1')
  await expect(page.getByRole('region', { name: 'Cartão ponto' }).getByRole('rowheader').first()).toBeVisible()
  await expect(cabecalhos.filter({ hasText: /^Falta$/ })).toHaveCount(0)
})
