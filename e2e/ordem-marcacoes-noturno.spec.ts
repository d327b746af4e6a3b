import type { Page } from '@playwright/test'
import { expect, test } from './fixtures/test.ts'
import { recordRequests } from './fixtures/network.ts'

// QA D1 (domain.md rules 2 and 14). PONTO_TODAY=2026-11-16: Fernanda (1) has no punches on Sunday 2026-11-15
// (mock/timecard/scenarios.ts). A night shift typed there in order stays as typed: no warning, nothing sorted.
const CARTAO = '/manutencao/13/1'
const DATA = '2026-11-15'

const grade = (page: Page) => page.getByRole('region', { name: 'Cartão ponto' })
const dia = (page: Page) => grade(page).getByTestId(`dia-${DATA}`)
const celula = (page: Page, coluna: string) => grade(page).getByTestId(`marcacao-${DATA}-${coluna}`)

/** The text of the day's cell under the column header `coluna`. */
async function valor(page: Page, coluna: string): Promise<string> {
  const headers = await grade(page).getByRole('columnheader').allTextContents()
  const index = headers.indexOf(coluna)
  expect(index, coluna).toBeGreaterThan(0)
  return (await dia(page).getByRole('cell').nth(index - 1).textContent())?.trim() ?? ''
}

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
    await grade(page).getByTestId(`slot-${DATA}-${coluna}`).click()
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
    await expect(celula(page, coluna)).toHaveText(`${hora.slice(0, 2)}:${hora.slice(2)}*`)
  }

  await expect.poll(() => valor(page, 'Total')).toBe('07:00')
  expect(await Promise.all(['entrada1', 'saida1', 'entrada2', 'saida2'].map(async (c) => (await celula(page, c).textContent())?.trim()))).toEqual([
    '22:00*', '02:00*', '03:00*', '06:00*',
  ])
  expect(posts.map((request) => new URL(request.url()).pathname)).toEqual(Array.from({ length: 4 }, () => '/api/registros'))
})
