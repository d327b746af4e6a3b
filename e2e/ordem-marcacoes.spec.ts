import type { Page } from '@playwright/test'
import { expect, test } from './fixtures/test.ts'
import { recordRequests } from './fixtures/network.ts'

// Issue 14. PONTO_TODAY=2026-11-16: Fernanda (1) has on 2026-11-13 12:00, 13:00 and 17:00; the 08:00 entry is missing
// ('Numero impar de marcacoes!', mock/timecard/scenarios.ts). On Sunday 2026-11-15 she has no punches: a night shift
// typed there in order stays as typed (domain.md rules 2 and 14).
const CARTAO = '/manutencao/13/1'
const DATA = '2026-11-13'
const DOMINGO = '2026-11-15'

const grade = (page: Page) => page.getByRole('region', { name: 'Cartão ponto' })
const dia = (page: Page, data = DATA) => grade(page).getByTestId(`dia-${data}`)
const celula = (page: Page, coluna: string, data = DATA) => grade(page).getByTestId(`marcacao-${data}-${coluna}`)

/** The text of the day's cell under the column header `coluna`. */
async function valor(page: Page, coluna: string, data = DATA): Promise<string> {
  const headers = await grade(page).getByRole('columnheader').allTextContents()
  const index = headers.indexOf(coluna)
  expect(index, coluna).toBeGreaterThan(0)
  return (await dia(page, data).getByRole('cell').nth(index - 1).textContent())?.trim() ?? ''
}

const pontos = (page: Page, data = DATA) =>
  Promise.all(['entrada1', 'saida1', 'entrada2', 'saida2'].map(async (coluna) => (await celula(page, coluna, data).textContent())?.trim()))

test('the missing first punch typed into Saída 2 is saved in time order in one dialog: 08:00–12:00, 13:00–17:00', async ({ page, loginAs }) => {
  await loginAs('rh', CARTAO)
  await expect(celula(page, 'entrada1')).toHaveText('12:00')
  expect(await pontos(page)).toEqual(['12:00', '13:00', '17:00', ''])
  await expect(grade(page).getByTestId(`erro-${DATA}`)).toContainText('Numero impar de marcacoes!')
  expect(await valor(page, 'Total')).toBe('01:00')
  const posts = recordRequests(page, (url, request) => request.method() === 'POST' && url.pathname.startsWith('/api/registros'))

  await grade(page).getByTestId(`slot-${DATA}-saida2`).click()
  const dialog = page.getByRole('dialog', { name: 'Incluir marcação' })
  await dialog.getByLabel('Horário').fill('0800')
  const previa = dialog.getByRole('region', { name: 'Como o dia ficará' })
  await expect(previa.getByRole('list', { name: 'Pares após salvar' }).getByRole('listitem')).toHaveText(['12:00 – 13:00', '17:00 – 08:00'])
  await expect(previa.getByRole('alert')).toHaveText('As marcações ficarão fora da ordem de horário: 17:00 – 08:00 soma 15:00.')
  await expect(previa.getByRole('checkbox', { name: 'Salvar em ordem de horário' })).toBeChecked()
  await expect(previa.getByRole('list', { name: 'Pares em ordem de horário' }).getByRole('listitem')).toHaveText(['08:00 – 12:00', '13:00 – 17:00'])
  await dialog.getByLabel('Motivo').fill('Esquec')
  await page.getByRole('option', { name: 'Esquecimento de marcação' }).click()
  await dialog.getByRole('button', { name: 'Salvar' }).click()

  await expect(dialog).toBeHidden()
  await expect(celula(page, 'entrada1')).toHaveText('08:00*')
  expect(await pontos(page)).toEqual(['08:00*', '12:00', '13:00', '17:00'])
  await expect.poll(() => valor(page, 'Total')).toBe('08:00')
  await expect(grade(page).getByTestId(`erro-${DATA}`)).toHaveCount(0)
  expect(posts.map((request) => new URL(request.url()).pathname)).toEqual(['/api/registros', expect.stringMatching(/^\/api\/registros\/\d+\/ordenar$/)])
})

test('a night shift typed in order, 22:00 02:00 03:00 06:00, is saved as typed and the day counts 07:00', async ({ page, loginAs }) => {
  await loginAs('rh', CARTAO)
  await expect(grade(page).getByRole('rowheader').first()).toBeVisible()
  const posts = recordRequests(page, (url, request) => request.method() === 'POST' && url.pathname.startsWith('/api/registros'))

  const passos = [
    { coluna: 'entrada1', hora: '2200', pares: ['22:00 – (sem saída)'], total: '00:00' },
    { coluna: 'saida1', hora: '0200', pares: ['22:00 – 02:00'], total: '04:00' },
    { coluna: 'entrada2', hora: '0300', pares: ['22:00 – 02:00', '03:00 – (sem saída)'], total: '04:00' },
    { coluna: 'saida2', hora: '0600', pares: ['22:00 – 02:00', '03:00 – 06:00'], total: '07:00' },
  ]
  for (const { coluna, hora, pares, total } of passos) {
    await grade(page).getByTestId(`slot-${DOMINGO}-${coluna}`).click()
    const dialog = page.getByRole('dialog', { name: 'Incluir marcação' })
    await dialog.getByLabel('Horário').fill(hora)
    const previa = dialog.getByRole('region', { name: 'Como o dia ficará' })
    await expect(previa.getByRole('list', { name: 'Pares após salvar' }).getByRole('listitem')).toHaveText(pares)
    await expect(previa).toContainText(`Total trabalhado: ${total}`)
    await expect(previa.getByRole('alert')).toHaveCount(0)
    await expect(previa.getByRole('checkbox', { name: 'Salvar em ordem de horário' })).toHaveCount(0)
    await dialog.getByLabel('Motivo').fill('Esquec')
    await page.getByRole('option', { name: 'Esquecimento de marcação' }).click()
    await dialog.getByRole('button', { name: 'Salvar' }).click()
    await expect(dialog).toBeHidden()
    await expect(celula(page, coluna, DOMINGO)).toHaveText(`${hora.slice(0, 2)}:${hora.slice(2)}*`)
  }

  await expect.poll(() => valor(page, 'Total', DOMINGO)).toBe('07:00')
  expect(await pontos(page, DOMINGO)).toEqual(['22:00*', '02:00*', '03:00*', '06:00*'])
  expect(posts.map((request) => new URL(request.url()).pathname)).toEqual(Array.from({ length: 4 }, () => '/api/registros'))
})
