import { expect, test } from './fixtures/test.ts'

test('[TC-194] Copiar link puts on the clipboard the address that reopens the same card, competence and filter', async ({ page, context, loginAs }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const endereco = '/manutencao/12/1?permiteHoraExtra=true'
  await loginAs('rh', endereco)
  const main = page.getByRole('main')
  await expect(main.getByRole('region', { name: 'Cartão ponto' }).getByRole('rowheader').first()).toBeVisible()
  await main.getByRole('button', { name: 'Copiar link' }).click()
  await expect(main.getByRole('button', { name: 'Link copiado!' })).toBeVisible()
  const copiado = await page.evaluate('navigator.clipboard.readText()')
  expect(new URL(String(copiado)).pathname + new URL(String(copiado)).search).toBe(endereco)

  const outra = await context.newPage()
  await outra.goto(String(copiado))
  await expect(outra.getByRole('main').getByText(/^Competência 10\/2026/)).toBeVisible()
  await expect(outra.getByRole('main').getByRole('region', { name: 'Cartão ponto' }).getByRole('rowheader').first()).toBeVisible()
})
