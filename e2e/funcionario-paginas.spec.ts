import type { Page } from '@playwright/test'
import { expect, test } from './fixtures/test.ts'

// PONTO_TODAY=2026-11-16: competence 13 is 11/2026; employee 1 is Fernanda (schedule 001, hour bank 1, day banks 1 and 2).
const main = (page: Page) => page.getByRole('main')
const abas = (page: Page) => main(page).getByRole('navigation', { name: 'Páginas do funcionário' })

test('[AUTH-029][TC-041] rh opens Fernanda from the time card, links a new schedule and records an EPI', async ({ page, loginAs, axe }) => {
  await loginAs('rh', '/manutencao/13/1')
  await main(page).getByRole('link', { name: /Fernanda Funcionária/ }).click()
  await expect(page).toHaveURL(/\/funcionario\/1\/dashboard$/)
  await expect(main(page).getByRole('heading', { name: 'Fernanda Funcionária' })).toBeVisible()
  await expect(main(page).getByText('Matrícula: 100001')).toBeVisible()
  await expect(abas(page).getByRole('link')).toHaveText([
    'Resumo', 'Quadro de horário', 'Banco de horas', 'Banco de dias', 'Banco de compensação', 'EPIs', 'Mapa',
  ])
  const vinculos = main(page).getByRole('region', { name: 'Vínculos atuais' })
  await expect(vinculos).toContainText('001 - Administrativo 08:00-12:00 / 13:00-17:00')
  await expect(vinculos).toContainText('Banco de Horas Prefeitura')
  const competencia = main(page).getByRole('region', { name: 'Competência atual' })
  await expect(competencia.getByRole('link', { name: 'Cartão ponto' })).toHaveAttribute('href', '/manutencao/13/1')
  await expect(competencia).toContainText('Saldo do banco de horas')
  await axe({ include: 'main' })

  // A new schedule from 01/12: the one in force ends on 30/11; the new one can still be removed.
  await abas(page).getByRole('link', { name: 'Quadro de horário' }).click()
  await expect(page).toHaveURL(/\/funcionario\/1\/quadroHorario$/)
  const quadros = main(page).getByRole('region', { name: 'Quadros de horário' })
  await expect(quadros.getByRole('row', { name: /001 - Administrativo/ })).toContainText('Vigente')
  await quadros.getByRole('button', { name: 'Novo vínculo' }).click()
  const dialog = page.getByRole('dialog', { name: 'Novo vínculo: quadro de horário' })
  await dialog.getByLabel('Início').fill('')
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(dialog).toContainText('Preenchimento do quadro de horarios e obrigatorio')
  await expect(dialog).toContainText('Preenchimento da data de início é obrigatório')
  await dialog.getByRole('combobox', { name: 'Quadro de horário' }).fill('005')
  await page.getByRole('option', { name: /^005 - Flexível/ }).click()
  await dialog.getByLabel('Início').fill('2026-12-01')
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(dialog).toHaveCount(0)
  const novo = quadros.getByRole('row', { name: /005 - Flexível 8 horas diárias/ })
  await expect(novo).toContainText('01/12/2026')
  await expect(novo).toContainText('Futuro')
  await expect(quadros.getByRole('row', { name: /001 - Administrativo/ })).toContainText('30/11/2026')
  await expect(quadros.getByRole('button', { name: /^Remover vínculo/ })).toHaveCount(1)

  // The day banks page shows the card's balances, each bank linking to its entries.
  await abas(page).getByRole('link', { name: 'Banco de dias' }).click()
  const saldos = main(page).getByRole('region', { name: 'Banco de Dias' })
  await expect(saldos.getByRole('link', { name: 'Folgas TRE (Justiça Eleitoral)' })).toHaveAttribute(
    'href', '/banco-dias/lancamentos/1/1/2026-11-01/2026-11-30',
  )

  // EPIs: none yet, then one delivered.
  await abas(page).getByRole('link', { name: 'EPIs' }).click()
  const epis = main(page).getByRole('region', { name: 'EPIs entregues' })
  await expect(epis).toContainText('Nenhum EPI entregue.')
  await epis.getByRole('button', { name: 'Novo EPI' }).click()
  const epi = page.getByRole('dialog', { name: 'Novo EPI' })
  await epi.getByLabel('Descrição').fill('Luva de vaqueta')
  await epi.getByLabel('CA', { exact: true }).fill('12345')
  await epi.getByLabel('Quantidade').fill('2')
  await epi.getByLabel('Validade').fill('2027-11-16')
  await epi.getByRole('button', { name: 'Salvar' }).click()
  await expect(epi).toHaveCount(0)
  const linha = epis.getByRole('row', { name: /Luva de vaqueta/ })
  await expect(linha).toContainText('12345')
  await expect(linha).toContainText('16/11/2026')
  await expect(linha).toContainText('16/11/2027')
  await axe({ include: 'main' })
})

test('[AUTH-030] the map page shows the work place address and an OpenStreetMap link', async ({ page, loginAs }) => {
  await loginAs('rh', '/funcionario/1/mapa')
  const local = main(page).getByRole('region', { name: 'Local de trabalho' })
  await expect(local).toContainText('Paço Municipal')
  await expect(local).toContainText('Praça da Matriz, 100 - Centro, Santa Aurora/SP, CEP 13870-000')
  await expect(local.getByRole('link', { name: 'Abrir no OpenStreetMap' })).toHaveAttribute('href', /openstreetmap\.org\/search\?query=/)
})

test('[AUTH-029][AUTH-030] a supervisor sees the pages without editing and without the map', async ({ page, loginAs }) => {
  await loginAs('supervisor', '/funcionario/1/quadroHorario')
  await expect(main(page).getByRole('region', { name: 'Quadros de horário' })).toContainText('001 - Administrativo')
  await expect(abas(page).getByRole('link')).toHaveText([
    'Resumo', 'Quadro de horário', 'Banco de horas', 'Banco de dias', 'Banco de compensação', 'EPIs',
  ])
  await expect(main(page).getByRole('button', { name: 'Novo vínculo' })).toHaveCount(0)
})

test("the employee's page keeps the time card's filter for its 'Cartão ponto' link", async ({ page, loginAs }) => {
  await loginAs('rh', '/manutencao/13/1?permiteHoraExtra=true')
  await main(page).getByRole('link', { name: /Fernanda Funcionária/ }).click()
  await expect(page).toHaveURL(/\/funcionario\/1\/dashboard\?permiteHoraExtra=true$/)
  const competencia = main(page).getByRole('region', { name: 'Competência atual' })
  await competencia.getByRole('link', { name: 'Cartão ponto' }).click()
  await expect(page).toHaveURL(/\/manutencao\/13\/1\?permiteHoraExtra=true$/)
  await expect(page.getByRole('list', { name: 'Filtros ativos' })).toContainText('Hora Extra')
})
