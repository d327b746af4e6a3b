import type { Page } from '@playwright/test'
import { expect, test } from './fixtures/test.ts'

const main = (page: Page) => page.getByRole('main')
const lista = (page: Page) => main(page).getByRole('table', { name: 'Motivos' })

test.describe('motivo register (generic machinery)', () => {
  test('[REG-048][REG-050][REG-072][REG-073][REG-074][REG-075] lists, searches, creates with validation and edits a reason', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin', '/motivo')
    await expect(main(page).getByRole('heading', { name: 'Motivos' })).toBeVisible()
    await expect(lista(page).getByRole('row')).not.toHaveCount(1)
    await main(page).getByLabel('Pesquisar').fill('atestado')
    await expect(lista(page).getByRole('button', { name: 'Atestado médico' })).toBeVisible()
    await expect(lista(page).getByRole('button', { name: 'Esquecimento' })).toHaveCount(0)

    await main(page).getByRole('button', { name: 'Novo' }).click()
    await expect(page).toHaveURL(/\/motivo\/new$/)
    await main(page).getByRole('button', { name: 'Salvar' }).click()
    await expect(main(page).getByText('Preenchimento da descrição é obrigatório')).toBeVisible()
    await expect(main(page).getByLabel('Descrição')).toBeFocused()
    await main(page).getByLabel('Descrição').fill('Consulta odontológica')
    await main(page).getByRole('button', { name: 'Salvar' }).click()

    await expect(page).toHaveURL(/\/motivo$/)
    await main(page).getByLabel('Pesquisar').fill('odonto')
    await lista(page).getByRole('button', { name: 'Consulta odontológica' }).click()
    await expect(main(page).getByRole('heading', { name: 'Motivo Consulta odontológica' })).toBeVisible()
    await main(page).getByLabel('Ativo').uncheck()
    await main(page).getByRole('button', { name: 'Salvar' }).click()
    await main(page).getByLabel('Pesquisar').fill('odonto')
    await expect(lista(page).getByRole('row', { name: /Consulta odontológica/ })).toContainText('Não')
  })

  test('[REG-051][REG-076] deletes an unused reason after confirmation; a reason in use is kept with the server message', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin', '/motivo/new')
    await main(page).getByLabel('Descrição').fill('Provisório')
    await main(page).getByRole('button', { name: 'Salvar' }).click()
    await main(page).getByLabel('Pesquisar').fill('Provisório')
    await lista(page).getByRole('button', { name: 'Provisório' }).click()
    await main(page).getByRole('button', { name: 'Excluir' }).click()
    const confirmacao = page.getByRole('alertdialog', { name: 'Deseja realmente excluir o motivo Provisório?' })
    await expect(confirmacao.getByRole('button', { name: 'Nao' })).toBeFocused()
    await confirmacao.getByRole('button', { name: 'Sim' }).click()
    await expect(page).toHaveURL(/\/motivo$/)
    await main(page).getByLabel('Pesquisar').fill('Provisório')
    await expect(main(page).getByText('Nenhum registro encontrado para "Provisório".')).toBeVisible()

    // 'Atestado médico' justifies seeded days: Spring answers 409 and the form says why.
    await main(page).getByLabel('Pesquisar').fill('Atestado médico')
    await lista(page).getByRole('button', { name: 'Atestado médico' }).click()
    await main(page).getByRole('button', { name: 'Excluir' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sim' }).click()
    await expect(main(page).getByRole('alert')).toContainText('Motivo em uso por justificativas, marcações ou solicitações')
    await expect(main(page).getByLabel('Descrição')).toHaveValue('Atestado médico')
  })
})
