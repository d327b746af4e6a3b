import type { Page } from '@playwright/test'
import { expect, test } from './fixtures/test.ts'

// PONTO_TODAY=2026-11-16: competence 13 is 11/2026 (open); Fernanda (1) has on 2026-11-10 08:00, 12:00, 13:00 and no
// 17:00 exit ('Numero impar de marcacoes!'), and on 2026-11-13 no entry (mock/timecard/scenarios.ts).
const tabela = (page: Page) => page.getByRole('table', { name: 'Inconsistências' })
const linha = (page: Page, funcionarioId: number, data: string) => tabela(page).getByTestId(`inconsistencia-${funcionarioId}-${data}`)
const grade = (page: Page) => page.getByRole('region', { name: 'Cartão ponto' })

test('[AUTH-052][TC-093] rh sees Fernanda’s inconsistent 10/11, opens it on her card, fixes it and it leaves the list', async ({ page, loginAs, axe }) => {
  test.setTimeout(90_000)
  await loginAs('rh', '/registro-inconsistente')
  await expect(page.getByRole('heading', { name: 'Inconsistências' })).toBeVisible()
  const dia10 = linha(page, 1, '2026-11-10')
  await expect(dia10).toContainText('10/11/2026')
  await expect(dia10).toContainText('Fernanda Funcionária')
  await expect(dia10).toContainText('11/2026')
  await expect(dia10).toContainText('08:00 12:00 13:00')
  await expect(dia10).toContainText('Numero impar de marcacoes!')
  await expect(linha(page, 1, '2026-11-13')).toBeVisible()
  await axe()

  await dia10.getByRole('link', { name: /Abrir no cartão ponto de Fernanda Funcionária em 10\/11\/2026/ }).click()
  await expect(page).toHaveURL(/\/manutencao\/13\/1#dia-2026-11-10$/)
  await expect(grade(page).getByTestId('dia-2026-11-10')).toHaveAttribute('data-tone', 'danger')
  await expect(grade(page).getByTestId('erro-2026-11-10')).toContainText('Numero impar de marcacoes!')

  // The missing exit is included on the card.
  await grade(page).getByTestId('slot-2026-11-10-saida2').click()
  const dialog = page.getByRole('dialog', { name: 'Incluir marcação' })
  await dialog.getByLabel('Horário').fill('1700')
  await dialog.getByLabel('Motivo').fill('Esquec')
  await page.getByRole('option', { name: 'Esquecimento de marcação' }).click()
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(dialog).toBeHidden()
  await expect(grade(page).getByTestId('erro-2026-11-10')).toHaveCount(0)

  await page.goBack()
  await expect(page).toHaveURL(/\/registro-inconsistente$/)
  await expect(linha(page, 1, '2026-11-13')).toBeVisible()
  await expect(linha(page, 1, '2026-11-10')).toHaveCount(0)
})

test('[AUTH-052] the filters narrow the list: employee, period and an empty result', async ({ page, loginAs }) => {
  await loginAs('rh', '/registro-inconsistente')
  await expect(linha(page, 1, '2026-11-10')).toBeVisible()
  const outras = tabela(page).getByRole('row').filter({ hasNotText: 'Fernanda Funcionária' })
  expect(await outras.count()).toBeGreaterThan(1)

  await page.getByRole('combobox', { name: 'Funcionário' }).fill('Fernanda')
  await page.getByRole('option', { name: /Fernanda Funcionária/ }).click()
  await expect(tabela(page).getByRole('row')).toHaveCount(3)
  await expect(page.getByRole('status').filter({ hasText: 'dias inconsistentes' })).toHaveText('2 dias inconsistentes')

  // A day's page and back: the list comes back as it was filtered.
  await linha(page, 1, '2026-11-13').getByRole('link', { name: /^Detalhes/ }).click()
  await expect(page.getByRole('heading', { name: 'Registro inconsistente' })).toBeVisible()
  await page.getByRole('link', { name: 'Voltar às inconsistências' }).click()
  await expect(page).toHaveURL(/\/registro-inconsistente\?funcionario=1$/)
  await expect(tabela(page).getByRole('row')).toHaveCount(3)

  await page.getByLabel('Data inicial').fill('2026-11-11')
  await expect(linha(page, 1, '2026-11-10')).toHaveCount(0)
  await expect(linha(page, 1, '2026-11-13')).toBeVisible()
  await page.getByLabel('Data final').fill('2026-11-12')
  await expect(page.getByText('Nenhuma inconsistencia encontrada.')).toBeVisible()
})

test('[AUTH-052] the employee persona has no access to the screen', async ({ page, loginAs }) => {
  await loginAs('funcionario', '/registro-inconsistente')
  await expect(page.getByText('Sem permissao de acesso a tela.')).toBeVisible()
})

test('[AUTH-052][TC-093] the day’s detail: rh opens Fernanda’s 10/11 from the list, sees punches and schedule, then opens the card at that day', async ({ page, loginAs, axe }) => {
  await loginAs('rh', '/registro-inconsistente')
  await linha(page, 1, '2026-11-10').getByRole('link', { name: /Detalhes do dia 10\/11\/2026 de Fernanda Funcionária/ }).click()
  await expect(page).toHaveURL(/\/registro-inconsistente\/1-2026-11-10$/)
  await expect(page.getByRole('heading', { name: 'Registro inconsistente' })).toBeVisible()
  const dia = page.getByRole('region', { name: 'Dia' })
  await expect(dia).toContainText('Fernanda Funcionária')
  await expect(dia).toContainText('10/11/2026')
  await expect(dia).toContainText('11/2026')
  await expect(dia).toContainText('Numero impar de marcacoes!')
  await expect(dia).toContainText('08:00 12:00 13:00')
  await expect(page.getByRole('region', { name: 'Horário' })).toContainText(/\d{2}:\d{2}/)
  await axe()

  await page.getByRole('link', { name: 'Abrir no cartão ponto' }).click()
  await expect(page).toHaveURL(/\/manutencao\/13\/1#dia-2026-11-10$/)
  await expect(grade(page).getByTestId('erro-2026-11-10')).toContainText('Numero impar de marcacoes!')
})

test('[AUTH-052] the detail of an unknown day shows the error, not the placeholder', async ({ page, loginAs }) => {
  await loginAs('rh', '/registro-inconsistente/1-1990-01-01')
  await expect(page.getByRole('alert').filter({ hasText: 'Registro não encontrado.' }).first()).toBeVisible()
  await expect(page.getByText('Em construção')).toHaveCount(0)
})

test('[AUTH-052] the employee persona has no access to a day’s detail', async ({ page, loginAs }) => {
  await loginAs('funcionario', '/registro-inconsistente/1-2026-11-10')
  await expect(page.getByText('Sem permissao de acesso a tela.')).toBeVisible()
})
