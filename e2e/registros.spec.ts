import type { Page } from '@playwright/test'
import { expect, test } from './fixtures/test.ts'
import { CASOS_E2E } from '../src/pages/registros/model/testing/casos-registro.ts'
import { fluxoRegistro, main, pesquisar, tabela } from './fixtures/registro-generico.ts'

/**
 * The generic flow in the browser for three registers: a plain one, one with a picker and one with a date. The other
 * registers run the same flow at app level, against the mock handlers (src/pages/registros/ui/registro-generico-*.test.tsx).
 */

/** The browser's run of a register of `CASOS_E2E`, by its route segment. */
function fluxo(segmento: string) {
  return async ({ page, loginAs }: { page: Page; loginAs: (who: 'admin', path: string) => Promise<void> }) => {
    const caso = CASOS_E2E.find((c) => c.segmento === segmento)!
    await loginAs('admin', `/${caso.segmento}`)
    await fluxoRegistro(page, caso)
  }
}

test('[REG-048][REG-050][REG-051][REG-072][REG-073][REG-074][REG-075] motivo: list, search, create with validation, edit, delete', fluxo('motivo'))
test('[REG-062][REG-063][REG-064][REG-072][REG-073][REG-074][REG-075] departamento: list, search, create with validation, edit, delete', fluxo('departamento'))
test('[REG-035][REG-036][REG-072][REG-073][REG-074][REG-075] feriado: list, search, create with validation, edit, delete', fluxo('feriado'))

test('[REG-076] a register item in use is not deleted: the server says why and the form keeps its values', async ({ page, loginAs }) => {
  await loginAs('admin', '/motivo')
  await pesquisar(page, 'Atestado médico')
  await tabela(page, 'Motivos').getByRole('button', { name: 'Atestado médico' }).click()
  await main(page).getByRole('button', { name: 'Excluir' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sim' }).click()
  await expect(main(page).getByRole('alert')).toContainText('Motivo em uso por justificativas, marcações ou solicitações')
  await expect(main(page).getByLabel('Descrição')).toHaveValue('Atestado médico')
})

test('[REG-076] a failed save keeps what was typed and shows the catalogue message', async ({ page, loginAs }) => {
  await loginAs('admin', '/cargo/new')
  await page.route('**/api/cargos', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 500, json: { message: 'Falha no banco de dados' } }) : route.fallback(),
  )
  await main(page).getByLabel('Código').fill('901')
  await main(page).getByLabel('Descrição').fill('Perito')
  await main(page).getByRole('button', { name: 'Salvar' }).click()
  await expect(main(page).getByRole('alert')).toContainText('Falha no banco de dados')
  await expect(main(page).getByLabel('Descrição')).toHaveValue('Perito')
  await expect(page).toHaveURL(/\/cargo\/new$/)
})

test('[REG-065] a responsible user added to a department then finds it in the time card filter', async ({
  page,
  browser,
  dbKey,
  loginAs,
}) => {
  await loginAs('admin', '/departamento')
  await pesquisar(page, 'Educação')
  await tabela(page, 'Departamentos').getByRole('button', { name: 'Secretaria Municipal de Educação' }).click()
  const painel = main(page).getByRole('region', { name: 'Responsáveis pelo departamento' })
  await expect(painel.getByText('Nenhum responsável.')).toBeVisible()
  await painel.getByRole('combobox', { name: 'Usuário' }).fill('Rui')
  await page.getByRole('option', { name: 'Rui Responsável (responsavel)' }).click()
  await painel.getByRole('button', { name: 'Adicionar responsável' }).click()
  await expect(painel.getByText('Rui Responsável')).toBeVisible()

  const outro = await browser.newContext({ extraHTTPHeaders: { 'x-ponto-db': dbKey } })
  const responsavel = await outro.newPage()
  const { loginAs: entrar } = await import('./fixtures/auth.ts')
  await entrar(responsavel, 'responsavel', '/manutencao')
  await responsavel.getByRole('main').getByRole('button', { name: 'Filtrar' }).click()
  const departamento = responsavel.getByRole('dialog').getByRole('combobox', { name: 'Departamento' })
  await departamento.fill('Educação')
  await expect(responsavel.getByRole('option', { name: 'Secretaria Municipal de Educação' })).toBeVisible()
  await outro.close()

  await painel.getByRole('button', { name: 'Remover Rui Responsável' }).click()
  await expect(painel.getByText('Nenhum responsável.')).toBeVisible()
})

test('[REG-038] the holiday list filters on the client: typing makes no request', async ({ page, loginAs }) => {
  await loginAs('admin', '/feriado')
  await expect(tabela(page, 'Feriados').getByRole('button').first()).toBeVisible()
  const pedidos: string[] = []
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/feriados')) pedidos.push(r.url())
  })
  await pesquisar(page, '02/11/2026')
  await expect(tabela(page, 'Feriados').getByRole('row')).toHaveCount(2)
  await expect(tabela(page, 'Feriados').getByRole('row').nth(1)).toContainText('Finados')
  await pesquisar(page, 'santa aurora')
  await expect(
    tabela(page, 'Feriados')
      .getByRole('row', { name: /Aniversário de Santa Aurora/ })
      .first(),
  ).toBeVisible()
  expect(pedidos).toEqual([])
})

test('a holiday created in the register shows on the time card of that day', async ({ page, loginAs }) => {
  await loginAs('admin', '/feriado/new')
  await main(page).getByLabel('Data').fill('2026-11-18')
  await main(page).getByLabel('Descrição').fill('Padroeira da cidade')
  await main(page).getByRole('button', { name: 'Salvar' }).click()
  await expect(page).toHaveURL(/\/feriado$/)
  await page.goto('/manutencao/13/1')
  const dia = page.getByRole('region', { name: 'Cartão ponto' }).getByTestId('dia-2026-11-18')
  await expect(dia).toContainText('Padroeira da cidade')
})

test.describe('competence register', () => {
  test('[REG-039][REG-040][REG-042][REG-045] lists newest first as MM/YYYY and opens the next competence', async ({ page, loginAs }) => {
    await loginAs('admin', '/competencia')
    const linhas = tabela(page, 'Competências').getByRole('row')
    await expect(linhas.nth(1)).toContainText('11/2026')
    await expect(linhas.nth(1)).toContainText('Aberta')
    await expect(linhas.nth(2)).toContainText('10/2026')
    await main(page).getByRole('button', { name: 'Próxima competência' }).click()
    await expect(linhas.nth(1)).toContainText('12/2026')
  })

  test('[REG-046][REG-047] recalculates one competence, showing its own state; a closed one cannot', async ({ page, loginAs }) => {
    await loginAs('admin', '/competencia')
    let liberar: () => void = () => {}
    const segura = new Promise<void>((resolve) => (liberar = resolve))
    await page.route('**/api/competencias/13/recalcular', async (route) => {
      await segura
      await route.fallback()
    })
    const atual = main(page).getByRole('button', { name: 'Recalcular 11/2026' })
    await atual.click()
    await expect(atual).toHaveAttribute('aria-busy', 'true')
    await expect(main(page).getByRole('button', { name: 'Recalcular 10/2026' })).toBeDisabled()
    liberar()
    await expect(main(page).getByText('Recalculada')).toBeVisible()
  })

  test('[REG-041][REG-043] closing a competence in its form shows its time cards as closed', async ({ page, loginAs }) => {
    await loginAs('admin', '/competencia/13')
    await expect(main(page).getByRole('heading', { name: 'Competência 11/2026' })).toBeVisible()
    await main(page).getByLabel('Situação').selectOption('FECHADA')
    await main(page).getByRole('button', { name: 'Salvar' }).click()
    await expect(tabela(page, 'Competências').getByRole('row').nth(1)).toContainText('Fechada')
    await page.goto('/manutencao/13/1')
    await expect(main(page).getByText(/Competência 11\/2026 .* - fechada/)).toBeVisible()
  })
})

test('[REG-021] uploads a company coat of arms and shows it', async ({ page, loginAs }) => {
  await loginAs('admin', '/empresa/2')
  const painel = main(page).getByRole('region', { name: 'Brasão' })
  await expect(painel.getByText('Sem brasão.')).toBeVisible()
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
  await painel.getByLabel('Arquivo do brasão').setInputFiles({ name: 'brasao.png', mimeType: 'image/png', buffer: png })
  await painel.getByRole('button', { name: 'Enviar brasão' }).click()
  await expect(painel.getByRole('img', { name: 'Brasão de Aurora Serviços Ltda' })).toBeVisible()
})

test('the company form checks the CNPJ digits before sending', async ({ page, loginAs }) => {
  await loginAs('admin', '/empresa/new')
  await main(page).getByLabel('CNPJ').fill('11111111111111')
  await main(page).getByRole('button', { name: 'Salvar' }).click()
  await expect(main(page).getByText('CNPJ inválido')).toBeVisible()
})

test.describe('schedule register', () => {
  test('[REG-022][REG-026][REG-028][REG-029][REG-030][REG-032] creates a weekly schedule, copying Monday to Tuesday–Friday, and deletes it', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin', '/horariotrabalho')
    await expect(main(page).getByRole('heading', { name: 'Horários de Trabalho' })).toBeVisible()
    await main(page).getByRole('button', { name: 'Novo' }).click()
    const form = main(page).getByRole('form', { name: 'Novo horário de trabalho' })
    await expect(form.getByLabel('Tolerância (minutos)')).toHaveValue('5')
    await form.getByLabel('Código', { exact: true }).fill('ADM8')
    await form.getByLabel('Descrição', { exact: true }).fill('Administrativo 8h')
    await form.getByRole('button', { name: 'Adicionar par em Segunda' }).click()
    await form.getByLabel('Entrada 1 de Segunda').fill('0800')
    await form.getByLabel('Saída 1 de Segunda').fill('1200')
    await form.getByRole('button', { name: 'Adicionar par em Segunda' }).click()
    await form.getByLabel('Entrada 2 de Segunda').fill('1300')
    await form.getByLabel('Saída 2 de Segunda').fill('1700')
    await form.getByRole('button', { name: 'Copiar segunda para terça a sexta' }).click()
    await expect(form.getByLabel('Saída 2 de Sexta')).toHaveValue('17:00')
    await expect(form.getByLabel('Entrada 1 de Sábado')).toHaveCount(0)
    await form.getByRole('button', { name: 'Salvar' }).click()

    await expect(page).toHaveURL(/\/horariotrabalho$/)
    await pesquisar(page, 'ADM8')
    await tabela(page, 'Horários de Trabalho').getByRole('button', { name: 'Administrativo 8h' }).click()
    const editar = main(page).getByRole('form', { name: 'Horário ADM8 - Administrativo 8h' })
    await expect(editar.getByLabel('Entrada 2 de Quinta')).toHaveValue('13:00')
    await editar.getByRole('button', { name: 'Excluir' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sim' }).click()
    await expect(page).toHaveURL(/\/horariotrabalho$/)
    await pesquisar(page, 'ADM8')
    await expect(main(page).getByText('Nenhum registro encontrado para "ADM8".')).toBeVisible()
  })

  test('[REG-025][REG-023] a rotating schedule is edited as a cycle of days with rest days', async ({ page, loginAs }) => {
    await loginAs('admin', '/horariotrabalho/new')
    const form = main(page).getByRole('form', { name: 'Novo horário de trabalho' })
    await form.getByLabel('Código', { exact: true }).fill('R1236')
    await form.getByLabel('Descrição', { exact: true }).fill('Plantão 12x36')
    await form.getByLabel('Tipo').selectOption({ label: 'Revezamento' })
    await form.getByLabel('Início do revezamento').fill('2026-11-01')
    await form.getByRole('button', { name: 'Adicionar dia ao ciclo' }).click()
    await form.getByRole('button', { name: 'Adicionar par em dia 1' }).click()
    await form.getByLabel('Entrada 1 de dia 1').fill('0700')
    await form.getByLabel('Saída 1 de dia 1').fill('1900')
    await form.getByRole('button', { name: 'Adicionar dia ao ciclo' }).click()
    await form.getByRole('region', { name: 'Ciclo do revezamento' }).getByLabel('Folga').nth(1).check()
    await form.getByRole('button', { name: 'Salvar' }).click()
    await pesquisar(page, 'R1236')
    await expect(tabela(page, 'Horários de Trabalho').getByRole('row', { name: /Plantão 12x36/ })).toContainText('Revezamento')
  })
})

test('[REG-070][REG-071] the 17 classes are edited, never created nor deleted', async ({ page, loginAs }) => {
  await loginAs('admin', '/classe')
  await expect(main(page).getByText('Página 1 de 1 · 17 registros')).toBeVisible()
  await expect(main(page).getByRole('button', { name: 'Novo' })).toHaveCount(0)
  await tabela(page, 'Classes').getByRole('button', { name: 'Estagiario', exact: true }).click()
  await expect(main(page).getByRole('button', { name: 'Excluir' })).toHaveCount(0)
  await main(page).getByLabel('Descrição', { exact: true }).fill('Estagiário')
  await main(page).getByRole('button', { name: 'Salvar' }).click()
  await expect(tabela(page, 'Classes').getByRole('button', { name: 'Estagiário', exact: true })).toBeVisible()
})

test('an hour bank entry by hand raises the time card figures', async ({ page, loginAs }) => {
  await loginAs('rh', '/manutencao/13/1')
  const banco = page.getByRole('region', { name: 'Banco de Horas' })
  const linha = banco.getByRole('row', { name: /Lançamentos \(\+\)/ })
  const antes = (await linha.getByRole('cell').last().textContent()) ?? ''
  await banco.getByRole('link', { name: 'Lançamentos' }).click()
  await expect(main(page).getByRole('heading', { name: 'Lançamentos de Banco de Horas' })).toBeVisible()
  await main(page).getByRole('button', { name: 'Novo' }).click()
  await main(page).getByRole('combobox', { name: 'Funcionário' }).fill('Fernanda')
  await page
    .getByRole('option', { name: /Fernanda/ })
    .first()
    .click()
  await main(page).getByRole('combobox', { name: 'Banco de horas' }).fill('Prefeitura')
  await page.getByRole('option', { name: 'Banco de Horas Prefeitura' }).click()
  await main(page).getByLabel('Data', { exact: true }).fill('2026-11-10')
  await main(page).getByLabel('Horas', { exact: true }).fill('02:30')
  await main(page).getByRole('button', { name: 'Salvar' }).click()
  await expect(page).toHaveURL(/\/banco-horas\/lancamentos$/)
  await expect(
    tabela(page, 'Lançamentos de Banco de Horas')
      .getByRole('row', { name: /10\/11\/2026/ })
      .first(),
  ).toContainText('02:30')
  await page.goto('/manutencao/13/1')
  await expect(linha.getByRole('cell').last()).not.toHaveText(antes)
})

test('[TC-180] a day bank entry by hand shows in the list the bank link of the time card opens', async ({ page, loginAs }) => {
  await loginAs('rh', '/manutencao/13/1')
  const tile = page.getByRole('region', { name: 'Banco de Dias' })
  const link = tile.getByRole('link').filter({ hasText: 'Folgas TRE' }).first()
  await link.click()
  await expect(main(page).getByRole('heading', { name: 'Lançamentos de Banco de Dias' })).toBeVisible()
  await main(page).getByRole('button', { name: 'Novo' }).click()
  await main(page).getByRole('combobox', { name: 'Funcionário' }).fill('Fernanda')
  await page
    .getByRole('option', { name: /Fernanda/ })
    .first()
    .click()
  await main(page).getByRole('combobox', { name: 'Banco de dias' }).fill('TRE')
  await page.getByRole('option', { name: 'Folgas TRE (Justiça Eleitoral)' }).click()
  await main(page).getByLabel('Data', { exact: true }).fill('2026-11-05')
  await main(page).getByLabel('Dias', { exact: true }).fill('2')
  await main(page).getByLabel('Observação').fill('Mesária no 2º turno')
  await main(page).getByRole('button', { name: 'Salvar' }).click()
  await expect(tabela(page, 'Lançamentos de Banco de Dias').getByRole('row', { name: /Mesária no 2º turno/ })).toContainText('+2')
})

test('[TC-186] compensation entries: created from the card link, written off once', async ({ page, loginAs }) => {
  await loginAs('rh', '/manutencao/13/24')
  await page
    .getByRole('region', { name: /Banco de Compensação/ })
    .getByRole('link', { name: 'Lançamentos' })
    .click()
  await expect(main(page).getByRole('heading', { name: 'Lançamentos de Banco de Compensação' })).toBeVisible()
  await main(page).getByRole('button', { name: 'Novo' }).click()
  await main(page).getByRole('combobox', { name: 'Funcionário' }).fill('Hélio')
  await page.getByRole('option', { name: /Hélio Nogueira Melo/ }).click()
  await main(page).getByRole('combobox', { name: 'Banco de compensação' }).fill('competências')
  await page.getByRole('option', { name: 'Compensação por competências' }).click()
  await main(page).getByLabel('Data', { exact: true }).fill('2026-11-03')
  await main(page).getByLabel('Horas', { exact: true }).fill('03:00')
  await main(page).getByLabel('Observação').fill('Plantão extra')
  await main(page).getByRole('button', { name: 'Salvar' }).click()
  await expect(page).toHaveURL(/\/banco-compensacao-lancamentos$/)
  await main(page).getByLabel('Pesquisar').fill('Plantão extra')
  await tabela(page, 'Lançamentos de Banco de Compensação').getByRole('button').filter({ hasText: '03/11/2026' }).click()
  await main(page).getByRole('region', { name: 'Baixa' }).getByRole('button', { name: 'Baixar lançamento' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sim' }).click()
  await expect(page).toHaveURL(/\/banco-compensacao-lancamentos$/)
  await main(page).getByLabel('Pesquisar').fill('Baixa do lançamento')
  await expect(tabela(page, 'Lançamentos de Banco de Compensação').getByRole('row', { name: /Baixa do lançamento/ })).toContainText('Baixa')
})
