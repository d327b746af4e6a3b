import { expect, test } from './fixtures/test.ts'
import { arquivoAberto } from './fixtures/arquivo.ts'

test('rh creates a CSV payroll layout (CPF;EVENTO;HORAS_DECIMAL) and exports the closing of 10/2026 with it', async ({ page, loginAs }) => {
  await loginAs('rh', '/leiaute-folha/new')
  const form = page.getByRole('main').getByRole('form', { name: 'Novo leiaute da folha' })
  await form.getByLabel('Descrição').fill('CSV por CPF')
  await form.getByLabel('Formato').selectOption('CSV (separado)')
  await form.getByLabel('Campo da coluna 1').selectOption('CPF')
  await form.getByRole('button', { name: 'Adicionar coluna' }).click()
  await form.getByLabel('Campo da coluna 2').selectOption('Código do evento')
  await form.getByRole('button', { name: 'Adicionar coluna' }).click()
  await form.getByLabel('Campo da coluna 3').selectOption('Horas (decimal)')
  await form.getByRole('button', { name: 'Salvar' }).click()
  await expect(page.getByRole('main').getByRole('cell', { name: 'CSV por CPF' })).toBeVisible()

  await page.goto('/fechamento')
  await page.getByRole('main').getByTestId('fechamento-competencia-12').getByRole('link', { name: 'Exportar o fechamento de 10/2026' }).click()
  await page.getByRole('combobox', { name: 'Leiaute da folha' }).selectOption('CSV por CPF')
  await expect(page.getByRole('radio', { name: 'Leiaute' })).toBeChecked()
  const arquivo = arquivoAberto(page)
  await page.getByRole('button', { name: 'Exportar' }).click()
  const linhas = (await (await arquivo).bytes()).toString('latin1').split('\r\n')
  expect(linhas[0]).toBe('cpf;evento;horas_decimal')
  // Sirineu Pereira Souza (matrícula 100008): 10 minutes late in 10/2026, event 412.
  expect(linhas.filter((l) => /^\d{11};412;0,17$/.test(l)).length).toBeGreaterThan(0)
})
