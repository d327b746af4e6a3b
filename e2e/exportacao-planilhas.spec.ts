import { readFile } from 'node:fs/promises'
import { expect, test } from './fixtures/test.ts'

test('rh exports the time card as XLSX: a workbook (zip) named after the employee and the month', async ({ loginAs, page }) => {
  await loginAs('rh', '/manutencao/13/1')
  const main = page.getByRole('main')
  await expect(main.getByRole('region', { name: 'Cartão ponto' }).getByRole('rowheader').first()).toBeVisible()
  await main.getByRole('button', { name: 'Exportar' }).click()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'Planilha Excel (XLSX)' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('cartao-ponto-fernanda-funcionaria-11-2026.xlsx')
  const arquivo = await readFile(await download.path())
  expect(arquivo.subarray(0, 2).toString('latin1')).toBe('PK')
})
