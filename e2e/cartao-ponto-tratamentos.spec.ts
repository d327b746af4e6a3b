import type { Page, Request } from '@playwright/test'
import { recordRequests } from './fixtures/network.ts'
import { expect, test } from './fixtures/test.ts'

// PONTO_TODAY=2026-11-16: competence 13 is 11/2026 (mock/timecard/scenarios.ts lists the seeded cases).
// Fernanda (1), 2026-11-06: 01:40 over, 01:00 authorised by a removable HORA_EXTRA inclusion, 00:40 in the hour bank.
// Sara (33), 2026-11-11: a whole-day absence (08:00). Márcia (22): 'Afastamento' 2026-10-20..2026-11-10.

const grade = (page: Page) => page.getByRole('region', { name: 'Cartão ponto' })
const dia = (page: Page, data: string) => grade(page).getByTestId(`dia-${data}`)
const botao = (page: Page, name: string | RegExp) => grade(page).getByRole('button', { name, exact: true })

async function abrir(page: Page, loginAs: (who: 'rh', path?: string) => Promise<void>, funcionario: number) {
  await loginAs('rh', `/manutencao/13/${funcionario}`)
  await expect(grade(page).getByRole('rowheader').first()).toBeVisible()
}

/** The calls that change data and the reloads of the card shown (not the neighbours' prefetches), in order. */
function chamadas(page: Page, funcionario: number): Request[] {
  return recordRequests(page, (url, r) => {
    if (!url.pathname.startsWith('/api/')) return false
    if (r.method() !== 'GET') return true
    return url.pathname === '/api/cartaoponto' && url.searchParams.get('funcionarioId') === String(funcionario)
  })
}
const resumo = (rs: Request[]) => rs.map((r) => `${r.method()} ${new URL(r.url()).pathname}`)

async function escolher(page: Page, dialog: ReturnType<Page['getByRole']>, campo: string, opcao: string) {
  await dialog.getByRole('combobox', { name: campo }).click()
  await page.getByRole('option', { name: opcao, exact: true }).click()
}

test.describe('justifications of a day', () => {
  test('[TC-136][TC-137][TC-138][TC-011] an inclusion has its hours changed and the figures follow', async ({ page, loginAs }) => {
    test.info().annotations.push({
      type: 'known-flaky',
      description:
        'issue 16: once in ~10 runs the click on the justification is lost (no dialog opens; the retry passes); suspected the grid switching between page and own scrolling right after load, moving the button under the click',
    })
    await abrir(page, loginAs, 1)
    await expect(botao(page, 'Alterar Horas Extras de 06/11: 01:00')).toBeVisible()
    await botao(page, 'Alterar horário da justificativa 01:00 Hora Extra').click()
    const dialog = page.getByRole('dialog', { name: 'Alterar horário da justificativa' })
    const horario = dialog.getByRole('textbox', { name: 'Horário' })
    await expect(horario).toHaveValue('01:00')
    // TC-117: rh holds front_justificativa_update_tipo, so the type can be changed.
    await expect(dialog.getByRole('combobox', { name: 'Tipo de justificativa' })).toBeVisible()
    await horario.fill('24:30')
    await dialog.getByRole('button', { name: 'Salvar' }).click()
    await expect(dialog.getByText('O horario deve ser menor ou igual a 24:00 horas')).toBeVisible()

    await horario.fill('01:30')
    const put = page.waitForRequest((r) => r.method() === 'PUT' && new URL(r.url()).pathname.startsWith('/api/justificativas/'))
    await dialog.getByRole('button', { name: 'Salvar' }).click()
    expect((await put).postDataJSON()).toEqual({ horas: '01:30', tipoJustificativa: 'HORA_EXTRA' })
    await expect(dialog).toBeHidden()
    await expect(botao(page, 'Alterar Horas Extras de 06/11: 01:30')).toBeVisible()
    await expect(botao(page, 'Alterar banco de horas de 06/11: 00:10')).toBeVisible()
    await expect(dia(page, '2026-11-06')).toContainText('01:30 [HE]')
  })

  test('[TC-139][TC-140][TC-146][TC-012] removing asks first; Nao makes no call, Sim removes, recalculates and reloads', async ({ page, loginAs }) => {
    await abrir(page, loginAs, 1)
    const feitas = chamadas(page, 1)
    const remover = botao(page, 'Remover justificativa 01:00 Hora Extra')
    await remover.click()
    const prompt = page.getByRole('alertdialog', { name: 'Deseja realmente remover a justificativa?' })
    await expect(prompt.getByRole('button', { name: 'Nao' })).toBeFocused()
    await prompt.getByRole('button', { name: 'Nao' }).click()
    await expect(prompt).toBeHidden()
    expect(resumo(feitas)).toEqual([])

    await remover.click()
    const recarga = page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname === '/api/cartaoponto' &&
      new URL(r.url()).searchParams.get('funcionarioId') === '1')
    await prompt.getByRole('button', { name: 'Sim' }).click()
    await recarga
    await expect(prompt).toBeHidden()
    expect(resumo(feitas)).toEqual([
      expect.stringMatching(/^DELETE \/api\/justificativas\/\d+$/),
      'POST /api/registros/recalcular/13/1',
      'GET /api/cartaoponto',
    ])
    await expect(remover).toHaveCount(0)
    // Without the authorisation the whole overtime goes to the hour bank.
    await expect(botao(page, 'Alterar banco de horas de 06/11: 01:40')).toBeVisible()
  })

  test('[TC-138] a failed save keeps the dialog open with what was typed', async ({ page, loginAs }) => {
    await abrir(page, loginAs, 1)
    await page.route('**/api/justificativas/*', (r) =>
      r.fulfill({ status: 409, json: { status: 409, error: 'Conflict', message: 'Registro bloqueado para edicao.', path: '/api/justificativas' } }))
    await botao(page, 'Alterar horário da justificativa 01:00 Hora Extra').click()
    const dialog = page.getByRole('dialog', { name: 'Alterar horário da justificativa' })
    await dialog.getByRole('textbox', { name: 'Horário' }).fill('00:45')
    await dialog.getByRole('button', { name: 'Salvar' }).click()
    await expect(dialog.getByRole('alert')).toContainText('Registro bloqueado para edicao.')
    await expect(dialog.getByRole('textbox', { name: 'Horário' })).toHaveValue('00:45')
  })
})

test.describe('conversions', () => {
  test('[TC-149][TC-150][TC-154][TC-162][TC-163] paying part of the hour bank leaves the rest as a credit', async ({ page, loginAs }) => {
    await abrir(page, loginAs, 1)
    await botao(page, 'Alterar banco de horas de 06/11: 00:40').click()
    const dialog = page.getByRole('dialog', { name: 'Alterar banco de horas' })
    await escolher(page, dialog, 'Tipo de justificativa', 'Pagar como hora extra')
    const horario = dialog.getByRole('textbox', { name: 'Horário' })
    await expect(horario).toBeEnabled()
    await horario.fill('00:50')
    await dialog.getByRole('button', { name: 'Salvar' }).click()
    await expect(dialog.getByText('O horário deve ser menor ou igual a 00:40')).toBeVisible()
    await horario.fill('00:15')
    const post = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/registros/justificar')
    await dialog.getByRole('button', { name: 'Salvar' }).click()
    expect((await post).postDataJSON()).toMatchObject({
      idFuncionario: 1, idCompetencia: 13, data: '2026-11-06', tipoJustificativa: 'HORA_EXTRA', horas: '00:15', idMotivo: 117,
      origemConversao: 'BANCO_DE_HORAS', horasTotal: '00:40',
    })
    await expect(dialog).toBeHidden()
    await expect(dia(page, '2026-11-06')).toContainText('Saldo restante do banco de horas')
    await expect(dia(page, '2026-11-06')).toContainText('00:25')
    await expect(botao(page, 'Alterar banco de horas de 06/11: 00:25')).toBeVisible()
  })

  test('[TC-164] paying the whole hour bank amount registers no remainder', async ({ page, loginAs }) => {
    await abrir(page, loginAs, 1)
    await botao(page, 'Alterar banco de horas de 06/11: 00:40').click()
    const dialog = page.getByRole('dialog', { name: 'Alterar banco de horas' })
    await escolher(page, dialog, 'Tipo de justificativa', 'Pagar como hora extra')
    await expect(dialog.getByRole('textbox', { name: 'Horário' })).toHaveValue('00:40')
    await dialog.getByRole('button', { name: 'Salvar' }).click()
    await expect(dialog).toBeHidden()
    await expect(botao(page, 'Alterar Horas Extras de 06/11: 01:40')).toBeVisible()
    await expect(botao(page, 'Alterar banco de horas de 06/11: 00:40')).toHaveCount(0)
    await expect(dia(page, '2026-11-06')).not.toContainText('Saldo restante do banco de horas')
  })

  test('[TC-147][TC-158][TC-160][TC-161] the overtime amount goes to the hour bank at its whole value', async ({ page, loginAs }) => {
    await abrir(page, loginAs, 1)
    await botao(page, 'Alterar Horas Extras de 06/11: 01:00').click()
    const dialog = page.getByRole('dialog', { name: 'Alterar Horas Extras' })
    await expect(dialog.getByRole('textbox', { name: 'Horário' })).toBeDisabled()
    await dialog.getByRole('combobox', { name: 'Tipo de justificativa' }).click()
    await expect(page.getByRole('option')).toHaveText(['Crédito no banco de horas', 'Pagar como hora extra'])
    await page.getByRole('option', { name: 'Crédito no banco de horas' }).click()
    const post = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/registros/justificar')
    await dialog.getByRole('button', { name: 'Salvar' }).click()
    expect((await post).postDataJSON()).toMatchObject({
      tipoJustificativa: 'BANCO_DE_HORAS_CREDITO', horas: '01:00', idMotivo: 111, origemConversao: 'HORA_EXTRA', horasTotal: '01:00',
    })
    await expect(dialog).toBeHidden()
    await expect(botao(page, 'Alterar banco de horas de 06/11: 01:40')).toBeVisible()
    await expect(botao(page, 'Alterar Horas Extras de 06/11: 01:00')).toHaveCount(0)
  })

  test('[TC-148][TC-152][TC-153][TC-154][TC-157][TC-159] an absence is converted after the form checks', async ({ page, loginAs }) => {
    await abrir(page, loginAs, 33)
    await botao(page, 'Alterar Faltas de 11/11: 08:00').click()
    const dialog = page.getByRole('dialog', { name: 'Alterar Faltas' })
    const horario = dialog.getByRole('textbox', { name: 'Horário' })
    await horario.fill('')
    await dialog.getByRole('button', { name: 'Salvar' }).click()
    await expect(dialog.getByText('Selecione o tipo de justificativa')).toBeVisible()
    await expect(dialog.getByText('Preenchimento do horário é obrigatório')).toBeVisible()
    // TC-159: the day already has a treatment, so no day bank debit; Sara has no hour bank, so no debit there either.
    await dialog.getByRole('combobox', { name: 'Tipo de justificativa' }).click()
    await expect(page.getByRole('option')).toHaveText(['Abono', 'Justificativa'])
    await page.getByRole('option', { name: 'Abono' }).click()
    // TC-157: the mask keeps hh:mm.
    await horario.pressSequentially('0930')
    await expect(horario).toHaveValue('09:30')
    await dialog.getByRole('button', { name: 'Salvar' }).click()
    await expect(dialog.getByText('O horário deve ser menor ou igual a 08:00')).toBeVisible()
    await horario.fill('08:00')
    await dialog.getByLabel('Motivo').fill('Atestado')
    await page.getByRole('option', { name: 'Atestado médico' }).click()
    const post = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/registros/justificar')
    await dialog.getByRole('button', { name: 'Salvar' }).click()
    expect((await post).postDataJSON()).toMatchObject({
      idFuncionario: 33, data: '2026-11-11', tipoJustificativa: 'ABONO', horas: '08:00', origemConversao: 'FALTA', horasTotal: '08:00',
    })
    await expect(dialog).toBeHidden()
    await expect(botao(page, 'Alterar Faltas de 11/11: 08:00')).toHaveCount(0)
  })
})

test('[TC-142][TC-143][TC-144][TC-145][TC-146][TC-012] an HR movement loses its justifications and gets them back', async ({ page, loginAs }) => {
  await abrir(page, loginAs, 22)
  const tile = page.getByRole('region', { name: 'Movimentações RH' })
  const justificado = dia(page, '2026-11-03').getByText('Afastamento por doença')
  await expect(justificado).toBeVisible()
  const feitas = chamadas(page, 22)

  await tile.getByRole('button', { name: /^Remover justificativas da movimentação Afastamento/ }).click()
  const remover = page.getByRole('alertdialog', { name: 'Deseja realmente remover as Justificativas desta movimentacao?' })
  await expect(remover.getByRole('button', { name: 'Nao' })).toBeFocused()
  await remover.getByRole('button', { name: 'Nao' }).click()
  await expect(remover).toBeHidden()
  expect(resumo(feitas)).toEqual([])

  await tile.getByRole('button', { name: /^Remover justificativas da movimentação Afastamento/ }).click()
  await remover.getByRole('button', { name: 'Sim' }).click()
  await expect(remover).toBeHidden()
  await expect(justificado).toHaveCount(0)
  expect(resumo(feitas)).toEqual([
    expect.stringMatching(/^DELETE \/api\/movimentacaorh\/\d+$/),
    'POST /api/registros/recalcular/13/22',
    'GET /api/cartaoponto',
  ])
  // The day is no longer excused: it became an absence.
  await expect(botao(page, /^Alterar Faltas de 03\/11/)).toHaveCount(1)

  feitas.length = 0
  await tile.getByRole('button', { name: /^Reprocessar movimentação Afastamento/ }).click()
  const reprocessar = page.getByRole('alertdialog', { name: 'Deseja realmente reprocessar esta movimentacao?' })
  await reprocessar.getByRole('button', { name: 'Sim' }).click()
  await expect(reprocessar).toBeHidden()
  await expect(justificado).toBeVisible()
  expect(resumo(feitas)).toEqual([expect.stringMatching(/^POST \/api\/movimentacaorh\/\d+\/reprocessar$/), 'GET /api/cartaoponto'])
})

test('[TC-055][TC-056] the notes line is edited in place and stays after a reload', async ({ page, loginAs }) => {
  await abrir(page, loginAs, 1)
  // Fernanda's card has several banners, summed up in one line (issue 14): unfolded to reach the notes line.
  await page.getByRole('button', { name: /^\d+ avisos$/ }).click()
  const linha = page.getByTestId('observacao-cartao')
  await expect(linha).toContainText('Conferir o saldo do banco de horas antes do fechamento.')
  const leitura = page.waitForRequest((r) => r.method() === 'GET' && new URL(r.url()).pathname === '/api/observacao-cartao-ponto')
  await page.getByRole('button', { name: 'Editar observação' }).click()
  await leitura
  const campo = page.getByRole('textbox', { name: 'Observação' })
  await expect(campo).toHaveValue('Conferir o saldo do banco de horas antes do fechamento.')
  await campo.fill('Banco de horas conferido pelo RH.')
  const put = page.waitForRequest((r) => r.method() === 'PUT' && new URL(r.url()).pathname === '/api/observacao-cartao-ponto')
  await page.getByRole('button', { name: 'Salvar observação' }).click()
  expect((await put).postDataJSON()).toEqual({ funcionarioId: 1, competenciaId: 13, observacao: 'Banco de horas conferido pelo RH.' })
  await expect(linha).toContainText('Banco de horas conferido pelo RH.')
  await page.reload()
  await page.getByRole('button', { name: /^\d+ avisos$/ }).click()
  await expect(page.getByTestId('observacao-cartao')).toContainText('Banco de horas conferido pelo RH.')
})
