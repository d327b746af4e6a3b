import type { Page } from '@playwright/test'
import { expect, test } from './fixtures/test.ts'

// PONTO_TODAY=2026-11-16: Fernanda (1) has the card of 10/2026 (competence 12) awaiting acceptance and 11/2025..09/2026
// accepted; Emanuel (21), Sara (33, twice) and 53 have pending ones too (mock/timecard/scenarios.ts).
const pendentes = (page: Page) => page.getByRole('table', { name: 'Cartões aguardando aceite' })
const aceitos = (page: Page) => page.getByRole('table', { name: 'Cartões aceitos' })

test('[AUTH-053][TC-062][TC-063][TC-064] Fernanda accepts her pending 10/2026 card from /aceite and it moves to the accepted list', async ({ page, loginAs, axe }) => {
  await loginAs('funcionario', '/aceite')
  await expect(page.getByRole('heading', { name: 'Cartão Ponto Digital' })).toBeVisible()
  const pendente = pendentes(page).getByTestId('aceite-1-12')
  await expect(pendente).toContainText('10/2026')
  await expect(pendente).toContainText('Fernanda Funcionária')
  await expect(aceitos(page).getByRole('row')).toHaveCount(12)
  await expect(aceitos(page).getByTestId('aceite-1-12')).toHaveCount(0)
  await axe()

  await pendente.getByRole('button', { name: 'Aceite' }).click()
  const confirmacao = page.getByRole('alertdialog').or(page.getByRole('dialog'))
  await expect(confirmacao).toContainText('Deseja realmente executar o aceite do cartao ponto?')
  await expect(confirmacao.getByRole('button', { name: 'Nao' })).toBeFocused()
  await confirmacao.getByRole('button', { name: 'Sim' }).click()

  await expect(page.getByRole('status').filter({ hasText: 'Aceite executado com sucesso!' })).toBeVisible()
  await expect(page.getByText('Nenhum cartao ponto aguardando aceite.')).toBeVisible()
  const aceito = aceitos(page).getByTestId('aceite-1-12')
  await expect(aceito).toContainText('10/2026')
  await expect(aceito).toContainText('16/11/2026')
  await expect(aceitos(page).getByRole('row')).toHaveCount(13)

  // The card no longer announces it.
  await page.goto('/manutencao/13/1')
  await expect(page.getByRole('region', { name: 'Cartão ponto' }).getByRole('rowheader').first()).toBeVisible()
  await expect(page.getByText('Cartão ponto de 10/2026 aguardando aceite.')).toHaveCount(0)
})

test('[AUTH-053] rh follows everyone’s cards but accepts none; the employee filter narrows them', async ({ page, loginAs }) => {
  await loginAs('rh', '/aceite')
  await expect(pendentes(page).getByTestId('aceite-21-12')).toBeVisible()
  await expect(pendentes(page).getByTestId('aceite-1-12')).toBeVisible()
  await expect(pendentes(page).getByRole('button', { name: 'Aceite' })).toHaveCount(0)
  await page.getByRole('combobox', { name: 'Funcionário' }).fill('Fernanda')
  await page.getByRole('option', { name: /Fernanda Funcionária/ }).click()
  await expect(pendentes(page).getByRole('row')).toHaveCount(2)
  await expect(pendentes(page).getByTestId('aceite-21-12')).toHaveCount(0)
})

test('[AUTH-053] a refused acceptance shows the error and keeps the card pending', async ({ page, loginAs }) => {
  await loginAs('funcionario', '/aceite')
  await page.route('**/api/aceites', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ status: 409, message: 'Nao ha aceite pendente para este cartao ponto.', path: '/api/aceites' }) })
      : route.fallback(),
  )
  const pendente = pendentes(page).getByTestId('aceite-1-12')
  await pendente.getByRole('button', { name: 'Aceite' }).click()
  await page.getByRole('button', { name: 'Sim' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Nao ha aceite pendente para este cartao ponto.' })).toBeVisible()
  await expect(pendente).toBeVisible()
})

test('[AUTH-053][TC-062][TC-063][TC-064] Fernanda opens her pending 10/2026 acceptance, sees the card’s totals and accepts it there', async ({ page, loginAs, axe }) => {
  await loginAs('funcionario', '/aceite')
  await pendentes(page).getByTestId('aceite-1-12').getByRole('link', { name: /Detalhes do aceite de 10\/2026/ }).click()
  await expect(page).toHaveURL(/\/aceite\/\d+$/)
  await expect(page.getByRole('heading', { name: 'Aceite do cartão ponto' })).toBeVisible()
  const dados = page.getByRole('region', { name: 'Dados do aceite' })
  await expect(dados).toContainText('10/2026')
  await expect(dados).toContainText('Fernanda Funcionária')
  await expect(dados).toContainText('Aguardando aceite')
  await expect(page.getByRole('region', { name: 'Resumo da competência' })).toContainText('Horas Trabalhadas')
  await axe()

  await page.getByRole('button', { name: 'Aceite' }).click()
  const confirmacao = page.getByRole('alertdialog').or(page.getByRole('dialog'))
  await expect(confirmacao).toContainText('Deseja realmente executar o aceite do cartao ponto?')
  await confirmacao.getByRole('button', { name: 'Sim' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Aceite executado com sucesso!' })).toBeVisible()
  await expect(dados).not.toContainText('Aguardando aceite')
  await expect(dados).toContainText('16/11/2026')
  await expect(page.getByRole('button', { name: 'Aceite' })).toHaveCount(0)
})

test('[AUTH-053] rh opens another employee’s acceptance from the list: no Aceite button', async ({ page, loginAs }) => {
  await loginAs('rh', '/aceite')
  await pendentes(page).getByTestId('aceite-21-12').getByRole('link', { name: /Detalhes do aceite/ }).click()
  await expect(page).toHaveURL(/\/aceite\/\d+$/)
  const dados = page.getByRole('region', { name: 'Dados do aceite' })
  await expect(dados).toContainText('Aguardando aceite')
  await expect(page.getByRole('region', { name: 'Resumo da competência' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Aceite' })).toHaveCount(0)
})
