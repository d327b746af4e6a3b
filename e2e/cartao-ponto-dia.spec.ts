import type { Page, Request } from '@playwright/test'
import { recordRequests } from './fixtures/network.ts'
import type { Persona } from './fixtures/personas.ts'
import { expect, test } from './fixtures/test.ts'

// PONTO_TODAY=2026-11-16: competence 13 is 11/2026; Fernanda (1), FIXO 08-12/13-17 (mock/timecard/scenarios.ts):
// 2026-11-06 exit 18:40 with a HORA_EXTRA treatment; 2026-11-10 without the 17:00 exit (odd punches);
// 2026-11-12 the 13:00 return included by hand.

const grade = (page: Page) => page.getByRole('region', { name: 'Cartão ponto' })
const dia = (page: Page, data: string) => grade(page).getByTestId(`dia-${data}`)
/** The cell of a column in a day's row (the day itself is the row header). */
async function celula(page: Page, data: string, coluna: string) {
  const colunas = await grade(page).getByRole('columnheader').allTextContents()
  return dia(page, data).locator(':scope > th, :scope > td').nth(colunas.indexOf(coluna))
}
const menuDoDia = (page: Page, ddmm: string) => grade(page).getByRole('button', { name: `Ações do dia ${ddmm}` })

async function abrir(page: Page, loginAs: (who: Persona, path?: string) => Promise<void>, who: Persona = 'rh') {
  await loginAs(who, '/manutencao/13/1')
  await expect(grade(page).getByRole('rowheader').first()).toBeVisible()
}

/** Opens the day's menu and picks an item. */
async function acao(page: Page, ddmm: string, item: string) {
  await menuDoDia(page, ddmm).click()
  await page.getByRole('menuitem', { name: item }).click()
}

/** Whether a request reads the card this spec opens (neighbour cards are prefetched in idle time). */
const ehEsteCartao = (url: URL) =>
  url.pathname === '/api/cartaoponto' && url.searchParams.get('funcionarioId') === '1' && url.searchParams.get('competenciaId') === '13'

/** The calls that change data (and the card reloads), in order, from now on. */
function chamadas(page: Page): Request[] {
  return recordRequests(page, (url, r) => url.pathname.startsWith('/api/') && (r.method() !== 'GET' || ehEsteCartao(url)))
}
const resumo = (rs: Request[]) => rs.map((r) => `${r.method()} ${new URL(r.url()).pathname}`)

const recarga = (page: Page) => page.waitForResponse((r) => ehEsteCartao(new URL(r.url())) && r.request().method() === 'GET' && r.ok())

test('[TC-111][TC-113][TC-127] rh gets the day menu with the editing actions, the requests and the history, without the removal', async ({ page, loginAs }) => {
  await abrir(page, loginAs)
  await menuDoDia(page, '10/11').click()
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText([
    'Justificar / abonar o dia',
    'Alterar horário do dia',
    'Horário especial',
    'Restaurar marcações originais',
    'Solicitar inclusão de marcação',
    'Solicitar compensação de banco de horas',
    'Histórico do dia',
  ])
})

test('[TC-114][TC-115][TC-116][TC-010] justifying 10/11 as Abonar o dia todo posts the day and the treatment appears', async ({ page, loginAs }) => {
  await abrir(page, loginAs)
  await expect(dia(page, '2026-11-10')).not.toContainText('[AB]')
  await acao(page, '10/11', 'Justificar / abonar o dia')
  const dialog = page.getByRole('dialog', { name: 'Justificar / abonar o dia 10/11' })
  await expect(dialog.getByRole('radio')).toHaveCount(4)
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(dialog.getByText('Preenchimento do motivo e obrigatorio')).toBeVisible()

  await dialog.getByRole('radio', { name: 'Abonar o dia todo' }).check()
  await dialog.getByRole('combobox', { name: 'Motivo' }).click()
  await page.getByRole('option', { name: 'Consulta médica', exact: true }).click()
  const post = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/registros/justificar')
  const recarregou = recarga(page)
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  expect((await post).postDataJSON()).toMatchObject({
    idFuncionario: 1, idCompetencia: 13, data: '2026-11-10', tipoJustificativa: 'ABONO', horas: null, idBancoDias: null, observacao: null,
  })
  await recarregou
  await expect(dialog).toBeHidden()
  await expect(dia(page, '2026-11-10')).toContainText('[AB] Consulta médica')
})

test('[TC-118][TC-123][TC-011] making 11/11 a day off turns the row success-toned, without workload', async ({ page, loginAs }) => {
  await abrir(page, loginAs)
  await expect(dia(page, '2026-11-11')).toHaveAttribute('data-tone', 'default')
  const carga = await celula(page, '2026-11-11', 'Carga Horária')
  await expect(carga).toHaveText('08:00')
  await acao(page, '11/11', 'Alterar horário do dia')
  const dialog = page.getByRole('dialog', { name: 'Alterar horário do dia 11/11' })
  await dialog.getByRole('checkbox', { name: 'Folga' }).check()
  const post = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/registros/folga')
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  const query = new URL((await post).url()).searchParams
  expect([query.get('data'), query.get('idFuncionario')]).toEqual(['2026-11-11', '1'])
  expect(query.get('idRegistro')).toMatch(/^\d+$/)
  await expect(dialog).toBeHidden()
  await expect(dia(page, '2026-11-11')).toHaveAttribute('data-tone', 'success')
  await expect(carga).toHaveText('')
  await expect(await celula(page, '2026-11-11', 'Ocorrência')).toHaveText('Folga')
})

test('[TC-119][TC-120][TC-121][TC-122][TC-124] linking schedule 010 to 09/11 changes its Horário', async ({ page, loginAs }) => {
  await abrir(page, loginAs)
  const horario = await celula(page, '2026-11-09', 'Horário')
  await expect(horario).toHaveText('001')
  await acao(page, '09/11', 'Alterar horário do dia')
  const dialog = page.getByRole('dialog', { name: 'Alterar horário do dia 09/11' })
  await expect(dialog.getByLabel('Data Inicial')).toHaveValue('09/11/2026')
  await expect(dialog.getByLabel('Data Final')).toHaveValue('09/11/2026')
  await dialog.getByLabel('Data Inicial').fill('')
  await dialog.getByLabel('Data Final').fill('')
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  await expect(dialog.getByText('Preenchimento do quadro de horarios e obrigatorio')).toBeVisible()
  await expect(dialog.getByText('Preenchimento da Data Inicial e obrigatoria')).toBeVisible()
  await expect(dialog.getByText('Preenchimento da Data Final e obrigatoria')).toBeVisible()

  await dialog.getByLabel('Data Inicial').fill('2026-11-09')
  await dialog.getByLabel('Data Final').fill('2026-11-09')
  await dialog.getByRole('combobox', { name: 'Quadro de Horário' }).fill('010')
  await page.getByRole('option', { name: /^010 - Meio período/ }).click()
  const post = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/acoes-lote/vincularQuadroHorario')
  await dialog.getByRole('button', { name: 'Salvar' }).click()
  expect((await post).postDataJSON()).toEqual({ funcionarios: [1], quadroHorarioVincular: 10, dataInicial: '2026-11-09', dataFinal: '2026-11-09' })
  await expect(dialog).toBeHidden()
  await expect(horario).toHaveText('010')
  await expect(await celula(page, '2026-11-10', 'Horário')).toHaveText('001')
})

test('[TC-125][TC-011] the special schedule marks the day and the card reloads', async ({ page, loginAs }) => {
  await abrir(page, loginAs)
  const marca = dia(page, '2026-11-04').getByTitle('Horário especial')
  await expect(marca).toHaveCount(0)
  const post = page.waitForRequest((r) => r.method() === 'POST' && /^\/api\/registros\/\d+\/especial$/.test(new URL(r.url()).pathname))
  await acao(page, '04/11', 'Horário especial')
  await post
  await expect(marca).toBeVisible()
})

test('[TC-126][TC-010] restoring 12/11 takes the included 13:00 away', async ({ page, loginAs }) => {
  await abrir(page, loginAs)
  const incluida = grade(page).getByRole('cell', { name: 'Entrada 2 de 12/11: 13:00 (incluída)' })
  await expect(incluida).toBeVisible()
  const post = page.waitForRequest((r) => r.method() === 'POST' && /^\/api\/registros\/\d+\/restaurar$/.test(new URL(r.url()).pathname))
  await acao(page, '12/11', 'Restaurar marcações originais')
  const prompt = page.getByRole('alertdialog', { name: 'Restaurar as marcações originais de 12/11?' })
  await expect(prompt).toContainText('1 marcação incluída será removida')
  await prompt.getByRole('button', { name: 'Sim' }).click()
  await post
  await expect(incluida).toHaveCount(0)
  await expect(page.getByTestId('erro-2026-11-12')).toContainText('Numero impar de marcacoes!')
})

test('[TC-126] a failed restore shows the message', async ({ page, loginAs }) => {
  await abrir(page, loginAs)
  await page.route('**/api/registros/*/restaurar', (r) =>
    r.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ status: 409, message: 'Registro bloqueado para edicao.' }) }),
  )
  await acao(page, '12/11', 'Restaurar marcações originais')
  const prompt = page.getByRole('alertdialog')
  await prompt.getByRole('button', { name: 'Sim' }).click()
  await expect(prompt.getByRole('alert').filter({ hasText: 'Registro bloqueado para edicao.' })).toBeVisible()
  await prompt.getByRole('button', { name: 'Nao' }).click()
  await expect(grade(page).getByRole('cell', { name: 'Entrada 2 de 12/11: 13:00 (incluída)' })).toBeVisible()
})

test('[TC-127][TC-128][TC-129][TC-146][TC-012] admin removes 06/11: Nao makes no call; Sim deletes, recalculates, reloads', async ({ page, loginAs }) => {
  await abrir(page, loginAs, 'admin')
  await expect(dia(page, '2026-11-06')).toContainText('[HE]')
  const feitas = chamadas(page)
  await acao(page, '06/11', 'Remover marcações e tratamentos')
  const prompt = page.getByRole('alertdialog', { name: 'Deseja realmente remover os lancamentos do dia 06/11?' })
  await expect(prompt).toContainText('Isso apagara as marcacoes e tratamentos do dia!')
  await expect(prompt.getByRole('button', { name: 'Nao' })).toBeFocused()
  await prompt.getByRole('button', { name: 'Nao' }).click()
  await expect(prompt).toBeHidden()
  expect(resumo(feitas)).toEqual([])

  await acao(page, '06/11', 'Remover marcações e tratamentos')
  const recarregou = recarga(page)
  await prompt.getByRole('button', { name: 'Sim' }).click()
  await recarregou
  await expect(prompt).toBeHidden()
  expect(resumo(feitas)).toEqual([
    expect.stringMatching(/^DELETE \/api\/registros\/\d+$/),
    'POST /api/registros/recalcular/13/1',
    'GET /api/cartaoponto',
  ])
  await expect(dia(page, '2026-11-06')).not.toContainText('[HE]')
  await expect(grade(page).getByRole('cell', { name: 'Entrada 1 de 06/11: sem marcação' })).toBeVisible()
})

test('[TC-130][TC-131][TC-112] Fernanda sees only the request links, pre-filled with the day, herself and the type, and the history', async ({ page, loginAs }) => {
  await abrir(page, loginAs, 'funcionario')
  await menuDoDia(page, '10/11').click()
  const menu = page.getByRole('menu')
  await expect(menu.getByRole('menuitem')).toHaveText(['Solicitar inclusão de marcação', 'Solicitar compensação de banco de horas', 'Histórico do dia'])
  const href = async (name: string) => new URL((await menu.getByRole('menuitem', { name }).getAttribute('href')) ?? '', 'http://x')
  const incluir = await href('Solicitar inclusão de marcação')
  const compensar = await href('Solicitar compensação de banco de horas')
  expect(incluir.pathname).toBe('/solicitacao/new')
  expect(Object.fromEntries(incluir.searchParams)).toMatchObject({ data: '2026-11-10', funcionario: '1' })
  expect(Object.fromEntries(compensar.searchParams)).toMatchObject({ data: '2026-11-10', funcionario: '1' })
  expect(incluir.searchParams.get('tipoSolicitacao')).toMatch(/^\d+$/)
  expect(compensar.searchParams.get('tipoSolicitacao')).toMatch(/^\d+$/)
  expect(incluir.searchParams.get('tipoSolicitacao')).not.toBe(compensar.searchParams.get('tipoSolicitacao'))
})

test('[TC-112] a supervisor gets no editing action in the day menu: only the history', async ({ page, loginAs }) => {
  await abrir(page, loginAs, 'supervisor')
  await expect(grade(page).getByRole('rowheader')).toHaveCount(30)
  await menuDoDia(page, '10/11').click()
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['Histórico do dia'])
})

test('[TC-111] the day menu and its dialogs have no axe violation', async ({ page, loginAs, axe }) => {
  await abrir(page, loginAs)
  await axe({ include: '[data-testid="dia-2026-11-10"] > th' })
  await menuDoDia(page, '10/11').click()
  await expect(page.getByRole('menu')).toBeVisible()
  await axe({ include: '[role="menu"]' })
  await page.getByRole('menuitem', { name: 'Justificar / abonar o dia' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await axe({ include: '[role="dialog"]' })
  await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click()
  await acao(page, '10/11', 'Alterar horário do dia')
  await expect(page.getByRole('dialog')).toBeVisible()
  await axe({ include: '[role="dialog"]' })
})
