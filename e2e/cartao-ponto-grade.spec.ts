import type { Page } from '@playwright/test'
import { expect, test } from './fixtures/test.ts'

// PONTO_TODAY=2026-11-16: competence 13 is 11/2026 (mock/timecard/scenarios.ts lists the seeded cases).
const COMPETENCIA = 13
const FERNANDA = 1
/** Empresa 2 (Aurora Serviços): horaExtra70, horaExtraNoturna100 and descontoDSR disabled. */
const FUNCIONARIO_EMPRESA_2 = 55

interface CartaoApi {
  manutencaoDTO: {
    totalHorasGeral: string
    registros: Record<string, { error: string | null; registro: { errorMessage: string | null } }>
  }
}

const grade = (page: Page) => page.getByRole('region', { name: 'Cartão ponto' })
const headers = (page: Page) => grade(page).getByRole('columnheader')
const dia = (page: Page, data: string) => grade(page).getByTestId(`dia-${data}`)

/** Opens the card as the persona and returns the API's answer for it. */
async function abrirCartao(page: Page, loginAs: (who: 'rh' | 'supervisor' | 'funcionario', path?: string) => Promise<void>,
  who: 'rh' | 'supervisor' | 'funcionario', funcionario = FERNANDA): Promise<CartaoApi> {
  const resposta = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/cartaoponto' && r.ok() && r.request().method() === 'GET',
  )
  await loginAs(who, `/manutencao/${COMPETENCIA}/${funcionario}`)
  const cartao = (await (await resposta).json()) as CartaoApi
  await expect(grade(page).getByRole('rowheader').first()).toBeVisible()
  return cartao
}

test('[TC-066][TC-069][TC-071][TC-072] rh sees the original punches and pairs 3 and 4', async ({ page, loginAs }) => {
  await abrirCartao(page, loginAs, 'rh')
  await expect(headers(page)).toContainText(['Dia', 'Marcações Originais', 'Entrada 1', 'Saída 1', 'Entrada 2', 'Saída 2',
    'Entrada 3', 'Saída 3', 'Entrada 4', 'Saída 4'])
  await expect(grade(page).getByRole('rowheader')).toHaveCount(30)
  await expect(dia(page, '2026-11-16').getByRole('rowheader')).toHaveText('16/11 Seg')
})

test('[TC-069][TC-070] a supervisor sees pairs 1 and 2 but not the original punches', async ({ page, loginAs }) => {
  await abrirCartao(page, loginAs, 'supervisor')
  await expect(headers(page).filter({ hasText: 'Entrada 2' })).toHaveCount(1)
  await expect(headers(page).filter({ hasText: 'Marcações Originais' })).toHaveCount(0)
  await expect(headers(page).filter({ hasText: 'Entrada 3' })).toHaveCount(0)
})

test('[TC-084][TC-203] a company-2 card hides the columns of its disabled fields', async ({ page, loginAs }) => {
  await abrirCartao(page, loginAs, 'rh', FUNCIONARIO_EMPRESA_2)
  // By accessible name: a column no day fills shows an abbreviation (issue 14) but keeps its full name.
  await expect(grade(page).getByRole('columnheader', { name: 'Extra 50%', exact: true })).toHaveCount(1)
  await expect(grade(page).getByRole('columnheader', { name: 'Extra 70%', exact: true })).toHaveCount(0)
  const resumo = page.getByRole('region', { name: 'Resumo da competência' })
  await expect(resumo.getByText('Extra Noturna 100%', { exact: true })).toHaveCount(0)
  await expect(resumo.getByText('Desconto DSR', { exact: true })).toHaveCount(0)
  await expect(resumo.getByText('Extra Noturna', { exact: true })).toBeVisible()
})

test('[TC-093][TC-095][TC-097] an inconsistent day is red and shows its message in a row below', async ({ page, loginAs }) => {
  const cartao = await abrirCartao(page, loginAs, 'rh')
  const data = '2026-11-10'
  const entrada = cartao.manutencaoDTO.registros[data]
  const mensagem = entrada?.error ?? entrada?.registro.errorMessage
  expect(mensagem).toBeTruthy()
  await expect(dia(page, data)).toHaveAttribute('data-tone', 'danger')
  const erro = grade(page).getByTestId(`erro-${data}`)
  await expect(erro).toContainText(mensagem!)
  await expect(erro).toHaveCSS('background-color', 'rgb(198, 40, 40)')
  await expect(grade(page).getByTestId('erro-2026-11-09')).toHaveCount(0)
})

test('[TC-094] a holiday row is success-toned', async ({ page, loginAs }) => {
  await abrirCartao(page, loginAs, 'rh')
  await expect(dia(page, '2026-11-02')).toHaveAttribute('data-tone', 'success')
  await expect(dia(page, '2026-11-02')).toHaveCSS('background-color', 'rgb(232, 245, 236)')
})

test('[TC-069][TC-098] Fernanda sees her own card, without original punches, with the included punch marked', async ({ page, loginAs }) => {
  await abrirCartao(page, loginAs, 'funcionario')
  await expect(headers(page).filter({ hasText: 'Marcações Originais' })).toHaveCount(0)
  await expect(grade(page).getByRole('cell', { name: /^Entrada 2 de 12\/11: 13:00 \(incluída\)$/ })).toHaveText('13:00*')
})

test('[TC-173][TC-175] the hour balance of the summary is red when negative and blue otherwise', async ({ page, loginAs }) => {
  const cartao = await abrirCartao(page, loginAs, 'rh')
  const resumo = page.getByRole('region', { name: 'Resumo da competência' })
  const saldo = resumo.getByRole('term').filter({ hasText: 'Saldo de Horas' }).locator('xpath=following-sibling::dd')
  await expect(saldo).toHaveText(/^-?\d{2,}:\d{2}$/)
  const negativo = cartao.manutencaoDTO.totalHorasGeral.trim().startsWith('-')
  await expect(saldo).toHaveCSS('color', negativo ? 'rgb(198, 40, 40)' : 'rgb(26, 93, 176)')
})

test('[TC-066] the time card passes an axe scan', async ({ page, loginAs, axe }) => {
  test.setTimeout(60_000)
  await abrirCartao(page, loginAs, 'rh')
  await expect(page.getByRole('region', { name: 'Resumo da competência' })).toBeVisible()
  await axe()
})

test('issue 15: rh opens the days behind a total and follows one to its row of the grid', async ({ page, loginAs }) => {
  const cartao = await abrirCartao(page, loginAs, 'rh')
  const resumo = page.getByRole('region', { name: 'Resumo da competência' })
  const total = resumo.getByRole('button', { name: /^Ver os dias de Horas Trabalhadas \(/ })
  const valor = (await total.textContent()) ?? ''
  await total.click()
  const dialogo = page.getByRole('dialog', { name: 'Horas Trabalhadas em 11/2026' })
  await expect(dialogo.getByRole('columnheader')).toHaveText(['Dia', 'Valor', 'Por quê'])
  const pe = dialogo.getByRole('row', { name: /^Soma/ })
  await expect(pe).toHaveText(`Soma${valor}`)
  await expect(dialogo.getByRole('note')).toHaveCount(0)
  const dias = dialogo.getByRole('link')
  await expect(dias.first()).toBeVisible()
  const data = (await dias.first().getAttribute('href'))!.replace('#dia-', '')
  expect(cartao.manutencaoDTO.registros[data]).toBeDefined()
  await dias.first().click()
  await expect(dialogo).toBeHidden()
  await expect(dia(page, data)).toBeFocused()
  await expect(dia(page, data)).toBeInViewport()
})
