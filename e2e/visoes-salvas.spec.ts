import type { Page } from '@playwright/test'
import { expect, test } from './fixtures/test.ts'

const main = (page: Page) => page.getByRole('main')

test("the manager opens the time card, picks 'Minha equipe' from 'Visões', and the filter chips show it", async ({ page, loginAs }) => {
  await loginAs('responsavel', '/manutencao')
  await expect(main(page).getByRole('heading', { name: 'Cartão Ponto' })).toBeVisible()
  await expect(main(page).getByRole('list', { name: 'Filtros ativos' })).not.toContainText('Departamento')

  await main(page).getByRole('button', { name: 'Visões' }).click()
  await page.getByRole('menuitem', { name: 'Minha equipe', exact: true }).click()

  await expect(page).toHaveURL(/\/manutencao\?departamento=1$/)
  await expect(main(page).getByRole('list', { name: 'Filtros ativos' })).toContainText('Departamento:Secretaria Municipal de Administração')
})
