import type { Page } from '@playwright/test'
import { expect, test } from './fixtures/test.ts'

// PONTO_TODAY=2026-11-16: competence 13 is 11/2026. Department 4 (Obras) holds Sara (33) and Carlos (47), department 5
// (Gabinete do Prefeito) three employees who control time.
const main = (page: Page) => page.getByRole('main')
const lista = (page: Page) => main(page).getByRole('table', { name: 'Funcionários da ação em lote' })

async function filtrarDepartamento(page: Page, departamento: string) {
  await main(page).getByRole('button', { name: 'Filtrar funcionários' }).click()
  const dialog = page.getByRole('dialog', { name: 'Filtrar funcionários' })
  await dialog.getByRole('combobox', { name: 'Departamento' }).fill(departamento.split(' ')[0] ?? departamento)
  await page.getByRole('option', { name: departamento, exact: true }).click()
  const listou = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/acoes-lote/funcionarios' && r.ok())
  await dialog.getByRole('button', { name: 'Aplicar' }).click()
  await listou
  await expect(dialog).toBeHidden()
}

test('[BATCH-001][BATCH-002][BATCH-010] rh justifies a week of several employees in one batch; the cards link to the batch view', async ({ page, loginAs }) => {
  await loginAs('rh', '/justificativa')
  await expect(main(page).getByRole('heading', { name: 'Justificar em lote', level: 1 })).toBeVisible()
  await filtrarDepartamento(page, 'Secretaria Municipal de Obras e Serviços Urbanos')
  await expect(main(page).getByRole('status')).toHaveText('Nenhum funcionário selecionado')
  await lista(page).getByRole('checkbox', { name: 'Selecionar Sara Batista Nogueira' }).check()
  await expect(main(page).getByRole('status')).toHaveText('1 funcionário selecionado')
  await lista(page).getByRole('checkbox', { name: 'Selecionar Carlos Martins Carvalho' }).check()
  await expect(main(page).getByRole('status')).toHaveText('2 funcionários selecionados')

  const form = main(page).getByRole('form', { name: 'Justificar em lote' })
  await form.getByRole('button', { name: 'Justificar selecionados' }).click()
  await expect(form.getByText('Preenchimento da Data Inicial e obrigatoria')).toBeVisible()
  await expect(form.getByText('Preenchimento do motivo e obrigatorio')).toBeVisible()
  await form.getByLabel('Data Inicial').fill('2026-11-09')
  await form.getByLabel('Data Final').fill('2026-11-13')
  await form.getByRole('combobox', { name: 'Motivo' }).fill('Treinamento')
  await page.getByRole('option', { name: 'Treinamento', exact: true }).click()
  const post = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/acoes-lote/justificar')
  await form.getByRole('button', { name: 'Justificar selecionados' }).click()
  const corpo = (await post).postDataJSON() as { funcionarios: number[] }
  expect(corpo).toMatchObject({ dataInicial: '2026-11-09', dataFinal: '2026-11-13', tipoJustificativa: 'ABONO', idMotivo: 109 })
  expect([...corpo.funcionarios].sort((a, b) => a - b)).toEqual([33, 47])

  await expect(page).toHaveURL(/\/acoes-lote\/\d+\/view$/)
  const id = /\/acoes-lote\/(\d+)\/view$/.exec(page.url())?.[1] ?? ''
  await expect(main(page).getByRole('heading', { name: `Ação em lote nº ${id}` })).toBeVisible()
  const funcionarios = main(page).getByRole('table', { name: 'Funcionários da ação em lote' })
  await expect(funcionarios.getByRole('row')).toHaveCount(3)
  await expect(funcionarios).toContainText('Sara Batista Nogueira')
  await expect(funcionarios).toContainText('Carlos Martins Carvalho')
  await expect(main(page).getByText('Treinamento', { exact: true })).toBeVisible()

  await page.goto('/manutencao/13/47')
  const dia = page.getByRole('region', { name: 'Cartão ponto' }).getByTestId('dia-2026-11-11')
  await expect(dia).toContainText('Treinamento')
  await dia.getByRole('link', { name: `Ação em lote nº ${id}` }).click()
  await expect(page).toHaveURL(new RegExp(`/acoes-lote/${id}/view$`))
  await expect(main(page).getByRole('heading', { name: `Ação em lote nº ${id}` })).toBeVisible()
})

test('[BATCH-004][BATCH-011][BATCH-012] rh links a schedule to all the employees of a department', async ({ page, loginAs, axe }) => {
  await loginAs('rh', '/acoes-lote')
  await main(page).getByRole('link', { name: 'Nova ação em lote' }).click()
  await main(page).getByRole('link', { name: /Vincular quadro de horário/ }).click()
  await expect(page).toHaveURL(/\/vincular-quadro-horario$/)
  await lista(page).getByRole('checkbox').nth(1).check()
  await expect(main(page).getByRole('status')).toHaveText('1 funcionário selecionado')
  // A fresh list clears the selection.
  await filtrarDepartamento(page, 'Gabinete do Prefeito')
  await expect(main(page).getByRole('status')).toHaveText('Nenhum funcionário selecionado')
  await expect(lista(page).getByRole('row')).toHaveCount(4)
  await main(page).getByRole('button', { name: 'Selecionar todos (3)' }).click()
  await expect(main(page).getByRole('status')).toHaveText('3 funcionários selecionados')
  await expect(lista(page).getByRole('checkbox', { checked: true })).toHaveCount(4)
  await axe({ include: 'main' })

  const form = main(page).getByRole('form', { name: 'Vincular quadro de horário' })
  await form.getByRole('combobox', { name: 'Quadro de Horário' }).fill('010')
  await page.getByRole('option', { name: /^010 - Meio período/ }).click()
  await form.getByLabel('Data Inicial').fill('2026-11-17')
  await form.getByLabel('Data Final').fill('2026-11-20')
  const post = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/acoes-lote/vincularQuadroHorario')
  await form.getByRole('button', { name: 'Vincular aos selecionados' }).click()
  expect((await post).postDataJSON()).toEqual({
    allChecked: true, filtro: { departamento: 5, ativo: 'true', controlaPonto: 'true' }, excluidos: [],
    quadroHorarioVincular: 10, dataInicial: '2026-11-17', dataFinal: '2026-11-20',
  })
  await expect(page).toHaveURL(/\/acoes-lote$/)
  const primeira = main(page).getByRole('table', { name: 'Ações em lote realizadas' }).getByRole('row').nth(1)
  await expect(primeira).toContainText('Vínculo de quadro de horário')
  await expect(primeira).toContainText('17/11/2026 a 20/11/2026')
  await expect(primeira.getByRole('cell').nth(3)).toHaveText('3')

  const cartao = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/cartaoponto' && r.ok())
  await page.goto('/manutencao/13/17')
  const registros = ((await (await cartao).json()) as { manutencaoDTO: { registros: Record<string, { registro: { codigoHorario: string | null } }> } })
    .manutencaoDTO.registros
  expect(registros['2026-11-18']?.registro.codigoHorario).toBe('010')
  expect(registros['2026-11-16']?.registro.codigoHorario).not.toBe('010')
  await expect(page.getByRole('region', { name: 'Cartão ponto' }).getByTestId('dia-2026-11-18')).toContainText('010')
})
