import { readFile } from 'node:fs/promises'
import type { Download, Page } from '@playwright/test'
import { expect, test } from './fixtures/test.ts'

// PONTO_TODAY=2026-11-16: competence 13 is 11/2026; Fernanda (1) has 08:00 and 11:58 today. The mock's clock is
// today's date with the wall-clock time, so the tests read the time of the punch from the screen.
const HOJE = '16/11'
const PONTO_REGISTRADO = /^Ponto registrado: (.+), (\d{2}:\d{2})\.$/

/** The clock-in confirmation's time ('HH:mm'). */
async function horaRegistrada(page: Page, nome: string): Promise<string> {
  const status = page.getByRole('status').filter({ hasText: 'Ponto registrado' })
  await expect(status).toHaveText(new RegExp(`^Ponto registrado: ${nome}, \\d{2}:\\d{2}\\.$`))
  const hora = PONTO_REGISTRADO.exec((await status.textContent()) ?? '')?.[2]
  if (!hora) throw new Error('sem horário')
  return hora
}

/**
 * Clocks in. Within a minute after a seed punch on the wall clock (08:00, 11:58) the repeat check asks first, as it
 * would ask Fernanda herself: the punch is confirmed, so the test does not depend on the time of day it runs at.
 */
async function registrarPonto(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Registrar ponto' }).click()
  const repetida = page.getByRole('alertdialog', { name: 'Registrar o ponto novamente?' })
  const registrado = page.getByRole('status').filter({ hasText: 'Ponto registrado' })
  await expect(repetida.or(registrado)).toBeVisible()
  if (await repetida.isVisible()) await repetida.getByRole('button', { name: 'Registrar novamente' }).click()
}

async function conteudo(download: Download): Promise<Buffer> {
  const path = await download.path()
  return readFile(path)
}

/** The punch cells of 16/11 on the card grid (entry/exit with a time). */
const pontosDeHoje = (page: Page) =>
  page.getByRole('region', { name: 'Cartão ponto' }).getByRole('cell', { name: new RegExp(`^(Entrada|Saída) \\d de ${HOJE}: \\d{2}:\\d{2}`) })

test('[CLOCK-001][CLOCK-004] Fernanda clocks in, gets the receipt, sees the punch on her card and the receipt in her list', async ({ page, loginAs }) => {
  test.setTimeout(90_000)
  await loginAs('funcionario', '/relogio')
  await expect(page.getByRole('heading', { name: 'Bater o Ponto' })).toBeVisible()
  await expect(page.getByRole('timer', { name: 'Hora atual' })).toHaveText(/^\d{2}:\d{2}:\d{2}$/)
  const doDia = page.getByRole('list', { name: 'Marcações de hoje' })
  await expect(doDia.getByRole('listitem')).toHaveText(['08:00', '11:58'])

  await registrarPonto(page)
  const hora = await horaRegistrada(page, 'Fernanda Funcionária')
  await expect(doDia.getByRole('listitem')).toHaveCount(3)
  await expect(doDia).toContainText(hora)
  const comprovante = page.getByRole('region', { name: 'Comprovante de Registro de Ponto do Trabalhador' })
  await expect(comprovante).toContainText('529.982.247-25')
  await expect(comprovante).toContainText(`16/11/2026 ${hora}`)
  await expect(comprovante).toContainText('000000001')
  await expect(comprovante).toContainText(/CNPJ\s*\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}/)

  const download = page.waitForEvent('download')
  await comprovante.getByRole('button', { name: /^Baixar comprovante \(PDF\)/ }).click()
  const arquivo = await download
  expect(arquivo.suggestedFilename()).toBe('comprovante-000000001.pdf')
  expect((await conteudo(arquivo)).subarray(0, 4).toString('latin1')).toBe('%PDF')

  await page.goto('/manutencao/13/1')
  await expect(pontosDeHoje(page)).toHaveCount(3)
  await expect(pontosDeHoje(page).filter({ hasText: hora }).first()).toBeVisible()

  await page.goto('/comprovantes-marcacao')
  const tabela = page.getByRole('table', { name: 'Comprovantes de marcação' })
  await expect(tabela.getByRole('row')).toHaveCount(2)
  const linha = tabela.getByRole('row').nth(1)
  await expect(linha).toContainText('16/11/2026')
  await expect(linha).toContainText(hora)
  await expect(linha).toContainText('000000001')
  const outro = page.waitForEvent('download')
  await linha.getByRole('button', { name: 'Baixar comprovante (PDF) NSR 000000001' }).click()
  expect((await conteudo(await outro)).subarray(0, 4).toString('latin1')).toBe('%PDF')
})

test('[CLOCK-004] the receipts screen shows only the user\'s own receipts', async ({ page, loginAs }) => {
  await loginAs('rh', '/comprovantes-marcacao')
  await expect(page.getByRole('heading', { name: 'Comprovantes de Marcação' })).toBeVisible()
  await expect(page.getByText('Nenhum comprovante de marcacao encontrado.')).toBeVisible()
})

test('[CLOCK-002] an administrator registers a punch for an employee, which lands on the card', async ({ page, loginAs }) => {
  test.setTimeout(90_000)
  await loginAs('admin', '/relogio')
  const form = page.getByRole('form', { name: 'Registro administrativo' })
  // The administrator is not an employee: no clock-in of their own.
  await expect(page.getByText('Registro de ponto não permitido para este usuário.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Registrar ponto' })).toHaveCount(0)
  await expect(form.getByRole('textbox', { name: 'Horário' })).toHaveValue(/^\d{2}:\d{2}$/)

  await form.getByRole('button', { name: 'Registrar para o funcionário' }).click()
  await expect(form.getByText('Selecione o funcionário')).toBeVisible()

  await form.getByRole('combobox', { name: 'Funcionário' }).fill('Sara Batista')
  await page.getByRole('option', { name: /Sara Batista Nogueira/ }).click()
  await form.getByRole('textbox', { name: 'Horário' }).fill('00:01')
  await form.getByRole('button', { name: 'Registrar para o funcionário' }).click()
  expect(await horaRegistrada(page, 'Sara Batista Nogueira')).toBe('00:01')
  await expect(page.getByRole('region', { name: 'Comprovante de Registro de Ponto do Trabalhador' })).toContainText('Sara Batista Nogueira')

  await page.goto('/manutencao/13/33')
  await expect(page.getByRole('region', { name: 'Cartão ponto' }).getByRole('cell', { name: new RegExp(`de ${HOJE}: 00:01`) }).first()).toBeVisible()
})

test('[CLOCK-001] the clock screen passes an axe scan', async ({ page, loginAs, axe }) => {
  test.setTimeout(60_000)
  await loginAs('funcionario', '/relogio')
  await registrarPonto(page)
  await horaRegistrada(page, 'Fernanda Funcionária')
  await axe()
})

test('a second punch within a minute asks first and, confirmed, keeps both punches', async ({ page, loginAs }) => {
  test.setTimeout(60_000)
  await loginAs('funcionario', '/relogio')
  const doDia = page.getByRole('list', { name: 'Marcações de hoje' })
  await expect(doDia.getByRole('listitem')).toHaveText(['08:00', '11:58'])
  const registrar = page.getByRole('button', { name: 'Registrar ponto' })

  await registrarPonto(page)
  const hora = await horaRegistrada(page, 'Fernanda Funcionária')
  await expect(doDia.getByRole('listitem')).toHaveCount(3)

  await registrar.click()
  const dialog = page.getByRole('alertdialog', { name: 'Registrar o ponto novamente?' })
  await expect(dialog).toContainText('Você registrou o ponto há menos de um minuto. Deseja registrar novamente?')
  await expect(dialog).toContainText(new RegExp(`Última marcação: ${hora}:\\d{2}\\.`))
  await dialog.getByRole('button', { name: 'Registrar novamente' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(doDia.getByRole('listitem')).toHaveCount(4)
  await expect(page.getByRole('region', { name: 'Comprovante de Registro de Ponto do Trabalhador' })).toContainText('000000002')
})
