import type { Page } from '@playwright/test'
import { expect, test } from './fixtures/test.ts'

// PONTO_TODAY=2026-11-16: on 2026-11-13 Fernanda (1) has 12:00, 13:00 and 17:00 and no 08:02 entry (a pending
// request), 'Numero impar de marcacoes!' (mock/timecard/scenarios.ts).
const tabela = (page: Page) => page.getByRole('table', { name: /^Cartão ponto diário de / })

test('[AUTH-031][TC-093] the daily card of 13/11 lists Fernanda’s punches, as her card does', async ({ page, loginAs, axe }) => {
  await loginAs('rh', '/cartao-ponto-diario')
  await expect(page.getByRole('heading', { name: 'Cartão Ponto Diário' })).toBeVisible()
  await expect(page.getByLabel('Data')).toHaveValue('16/11/2026')
  await expect(tabela(page).getByTestId('diario-1')).toContainText('08:00 11:58')

  await page.getByLabel('Data').fill('2026-11-13')
  await expect(tabela(page)).toHaveAccessibleName('Cartão ponto diário de 13/11/2026')
  const fernanda = tabela(page).getByTestId('diario-1')
  await expect(fernanda).toContainText('Fernanda Funcionária')
  await expect(fernanda).toContainText('12:00 13:00 17:00')
  await expect(fernanda).toContainText('Numero impar de marcacoes!')
  await expect(fernanda).toHaveAttribute('data-tone', 'danger')
  await axe()

  await page.getByRole('combobox', { name: 'Departamento' }).fill('Saúde')
  await page.getByRole('option', { name: 'Secretaria Municipal de Saúde' }).click()
  await expect(tabela(page).getByTestId('diario-1')).toHaveCount(0)
  await expect(tabela(page).getByRole('row').nth(1)).toContainText('Secretaria Municipal de Saúde')

  await page.goto('/cartao-ponto-diario')
  await page.getByLabel('Data').fill('2026-11-13')
  // The previous day's rows stay until the new day's arrive: follow the link once the table shows 13/11.
  await expect(tabela(page)).toHaveAccessibleName('Cartão ponto diário de 13/11/2026')
  await tabela(page).getByTestId('diario-1').getByRole('link', { name: 'Fernanda Funcionária' }).click()
  await expect(page).toHaveURL(/\/manutencao\/13\/1#dia-2026-11-13$/)
  await expect(page.getByRole('region', { name: 'Cartão ponto' }).getByTestId('erro-2026-11-13')).toContainText('Numero impar de marcacoes!')
})

test('[AUTH-067][TC-173] the hour bank balances list Fernanda with her card’s hour bank figures', async ({ page, loginAs, axe }) => {
  await loginAs('rh', '/bancohoras-saldo')
  await expect(page.getByRole('heading', { name: 'Saldo de Banco de Horas' })).toBeVisible()
  const fernanda = page.getByRole('table', { name: 'Saldos de banco de horas' }).getByTestId('saldo-1')
  await expect(fernanda).toContainText('Fernanda Funcionária')
  await expect(fernanda).toContainText('02:00')
  await axe()
})

test('[AUTH-075] the administrator simulates the clock: the missing 17:00 of 10/11 lands on Fernanda’s card', async ({ page, loginAs, axe }) => {
  await loginAs('admin', '/relogio-simulador')
  await expect(page.getByRole('heading', { name: 'Simulador de Relógio' })).toBeVisible()
  await page.getByRole('button', { name: 'Registrar marcações' }).click()
  await expect(page.getByText('Selecione o funcionário')).toBeVisible()
  await expect(page.getByText('Informe ao menos um horário')).toBeVisible()
  await axe()
  await page.getByRole('combobox', { name: 'Funcionário' }).fill('Fernanda')
  await page.getByRole('option', { name: /Fernanda Funcionária/ }).click()
  await page.getByLabel('Data').fill('2026-11-10')
  await page.getByLabel('Horários').fill('17:00')
  await page.getByRole('button', { name: 'Registrar marcações' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Marcações registradas' })).toHaveText(/Fernanda Funcionária, 10\/11\/2026 17:00/)
  await page.getByRole('link', { name: 'Ver no cartão ponto' }).click()
  await expect(page.getByRole('region', { name: 'Cartão ponto' }).getByTestId('erro-2026-11-10')).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Cartão ponto' }).getByTestId('dia-2026-11-10')).toContainText('17:00')
})

test('[AUTH-072] rh exports employees to a clock; a clock without collector is refused', async ({ page, loginAs, axe }) => {
  await loginAs('rh', '/exportacao-equipamento')
  await expect(page.getByRole('heading', { name: 'Exportação para Equipamento' })).toBeVisible()
  await page.getByRole('button', { name: 'Exportar' }).click()
  await expect(page.getByText('Selecione ao menos um funcionário')).toBeVisible()
  await expect(page.getByText('Selecione o equipamento')).toBeVisible()
  await axe()
  await page.getByRole('combobox', { name: 'Funcionários' }).fill('Fernanda')
  await page.getByRole('option', { name: /Fernanda Funcionária/ }).click()
  await page.getByRole('combobox', { name: 'Equipamento' }).click()
  await page.getByRole('option', { name: /REP-P Aplicativo/ }).click()
  await page.getByRole('button', { name: 'Exportar' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Equipamento sem coletor vinculado.' })).toBeVisible()
  await page.getByRole('combobox', { name: 'Equipamento' }).click()
  await page.getByRole('option', { name: /REP-C 0001/ }).click()
  await page.getByRole('button', { name: 'Exportar' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'enviado' })).toContainText('1 funcionário enviado para REP-C 0001 (Coletor Paço Municipal')
})
