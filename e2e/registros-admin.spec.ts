import type { Page } from '@playwright/test'
import { expect, test } from './fixtures/test.ts'
import { springError } from './fixtures/network.ts'
import { main, pesquisar, tabela } from './fixtures/registro-generico.ts'

// PONTO_TODAY=2026-11-16: competence 13 is 11/2026; Fernanda (1) has on 2026-11-10 08:00, 12:00, 13:00 and no 17:00
// exit (mock/timecard/scenarios.ts). The seeded integrator 1 has six nightly jobs, job 3 with two rejected records.

const dialogo = (page: Page, nome: string | RegExp) => page.getByRole('dialog', { name: nome })

test.describe('/script', () => {
  test('[AUTH-054][REG-073][REG-074] an admin creates a script with validation, runs it and sees its last run', async ({ page, loginAs }) => {
    await loginAs('admin', '/script')
    await expect(main(page).getByRole('heading', { name: 'Scripts' })).toBeVisible()
    await expect(tabela(page, 'Scripts').getByRole('button', { name: 'Limpar notificações' })).toBeVisible()

    await main(page).getByRole('button', { name: 'Novo' }).click()
    const novo = dialogo(page, 'Novo script')
    await novo.getByRole('button', { name: 'Salvar' }).click()
    await expect(novo.getByText('Preenchimento do nome é obrigatório')).toBeVisible()
    await expect(novo.getByLabel('Nome')).toBeFocused()
    await novo.getByLabel('Nome').fill('Contagem semanal')
    await novo.getByLabel('Operação').selectOption({ label: 'Contar funcionários, marcações e tratamentos' })
    await novo.getByRole('textbox', { name: 'Script' }).fill('SELECT count(*) FROM marcacao;')
    await novo.getByRole('button', { name: 'Salvar' }).click()
    await expect(novo).toBeHidden()
    await expect(tabela(page, 'Scripts').getByRole('row', { name: /Contagem semanal/ })).toContainText('Nunca')

    // Running 'Limpar notificações' marks the bell's notifications as read and records the result.
    await tabela(page, 'Scripts').getByRole('button', { name: 'Limpar notificações' }).click()
    const script = dialogo(page, 'Script Limpar notificações')
    await expect(script.getByText('Nunca executado.')).toBeVisible()
    await script.getByRole('button', { name: 'Executar' }).click()
    const confirmacao = page.getByRole('alertdialog', { name: 'Deseja realmente executar o script Limpar notificações?' })
    await expect(confirmacao.getByRole('button', { name: 'Nao' })).toBeFocused()
    await confirmacao.getByRole('button', { name: 'Sim' }).click()
    await expect(script.getByRole('status')).toContainText(/Sucesso — \d+ notificações marcadas como lidas\./)
    await script.getByRole('button', { name: 'Cancelar' }).click()
    await expect(tabela(page, 'Scripts').getByRole('row', { name: /Limpar notificações/ })).toContainText('notificações marcadas como lidas.')
  })

  test('[AUTH-054] the rh user, without front_script, is refused the screen', async ({ page, loginAs }) => {
    await loginAs('rh', '/script')
    await expect(page.getByText('Sem permissao de acesso a tela.')).toBeVisible()
  })
})

test.describe('/jobs/{id}', () => {
  test('[AUTH-047][REG-084] the integrator links to its jobs; a job with errors shows them and is re-run', async ({ page, loginAs }) => {
    await loginAs('admin', '/integrador/1')
    await main(page).getByRole('link', { name: 'Jobs do integrador' }).click()
    await expect(page).toHaveURL(/\/jobs\/1$/)
    const titulo = 'Jobs do integrador Integrador RH Folha'
    await expect(main(page).getByRole('heading', { name: titulo })).toBeVisible()
    await expect(tabela(page, titulo).getByRole('row')).toHaveCount(7)
    await pesquisar(page, 'com erros')
    await expect(tabela(page, titulo).getByRole('row')).toHaveCount(2)
    await tabela(page, titulo).getByRole('row').nth(1).getByRole('button').click()
    const job = page.getByRole('dialog', { name: /^Importação de funcionários de / })
    await expect(job.getByRole('region', { name: 'Erros do job' })).toContainText('CPF 123.456.789-00 inválido.')
    await job.getByRole('button', { name: 'Reexecutar' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sim' }).click()
    await expect(job).toBeHidden()
    await pesquisar(page, '')
    await expect(tabela(page, titulo).getByRole('row')).toHaveCount(8)
    await expect(tabela(page, titulo).getByRole('row').nth(1)).toContainText('Concluído')
    await expect(tabela(page, titulo).getByRole('row').nth(1)).toContainText('148')
  })

  test('a failed re-run is shown in the job dialog, which stays open', async ({ page, loginAs }) => {
    await loginAs('admin', '/jobs/1')
    await page.route('**/api/integradores/1/jobs/*/reexecutar', (r) => r.fulfill({ status: 500, json: springError(500, '/api/integradores/1/jobs/6/reexecutar', 'Falha ao contatar o integrador') }))
    const titulo = 'Jobs do integrador Integrador RH Folha'
    await tabela(page, titulo).getByRole('row').nth(1).getByRole('button').click()
    const job = page.getByRole('dialog', { name: /^Importação de funcionários de / })
    await job.getByRole('button', { name: 'Reexecutar' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sim' }).click()
    await expect(job.getByRole('alert')).toContainText('Falha ao contatar o integrador')
    await expect(job).toBeVisible()
  })
})

test.describe('/move-marcacao', () => {
  test('[AUTH-080][TC-110] punches of a period move in bulk to the neighbouring day; the move is listed and the card follows', async ({
    page,
    loginAs,
  }) => {
    await loginAs('rh', '/move-marcacao')
    await expect(main(page).getByRole('heading', { name: 'Mover marcações' })).toBeVisible()
    await main(page).getByRole('button', { name: 'Novo' }).click()
    await expect(page).toHaveURL(/\/move-marcacao\/new$/)
    const periodo = main(page).getByRole('form', { name: 'Marcações do período' })
    await periodo.getByRole('button', { name: 'Listar marcações' }).click()
    await expect(periodo.getByText('Preenchimento do funcionário é obrigatório')).toBeVisible()
    await periodo.getByRole('combobox', { name: 'Funcionário' }).fill('Fernanda')
    await page.getByRole('option', { name: /Fernanda/ }).first().click()
    await periodo.getByLabel('Data Inicial').fill('2026-11-09')
    await periodo.getByLabel('Data Final').fill('2026-11-10')
    await periodo.getByRole('button', { name: 'Listar marcações' }).click()

    const mover = main(page).getByRole('region', { name: 'Mover marcações' })
    await mover.getByRole('button', { name: 'Mover 0 marcações' }).click()
    await expect(mover.getByRole('alert')).toContainText('Selecione ao menos uma marcação')
    await mover.getByRole('checkbox', { name: '10/11/2026 Entrada 2 13:00' }).check()
    await mover.getByLabel('Dia de destino').fill('2026-11-12')
    await mover.getByRole('button', { name: 'Mover 1 marcação' }).click()
    // More than a day away: the time card's rule, shown on the date, and nothing moved.
    await expect(mover.getByText(/O dia de destino deve ser da mesma competência e no máximo um dia distante da marcação\./)).toBeVisible()

    await mover.getByRole('checkbox', { name: '10/11/2026 Saída 1 12:00' }).check()
    await mover.getByLabel('Dia de destino').fill('2026-11-09')
    await mover.getByRole('button', { name: 'Mover 2 marcações' }).click()
    await expect(page).toHaveURL(/\/move-marcacao$/)
    const linha = tabela(page, 'Mover marcações').getByRole('row').nth(1)
    await expect(linha).toContainText('Fernanda')
    await expect(linha).toContainText('12:00 (10/11/2026), 13:00 (10/11/2026)')
    await expect(linha).toContainText('09/11/2026')

    await page.goto('/manutencao/13/1')
    const grade = page.getByRole('region', { name: 'Cartão ponto' })
    await expect(grade.getByTestId('marcacao-2026-11-09-entrada3')).toHaveText('12:00')
    await expect(grade.getByTestId('marcacao-2026-11-09-saida3')).toHaveText('13:00')
    await expect(grade.getByTestId('marcacao-2026-11-10-entrada1')).toHaveText('08:00')
    await expect(grade.getByTestId('marcacao-2026-11-10-saida1')).not.toHaveText(/\d/)
  })

  test('[AUTH-080] the supervisor, without front_move_marcacao, is refused the screen', async ({ page, loginAs }) => {
    await loginAs('supervisor', '/move-marcacao/new')
    await expect(page.getByText('Sem permissao de acesso a tela.')).toBeVisible()
  })
})
