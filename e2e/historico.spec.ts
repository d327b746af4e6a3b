import type { Page } from '@playwright/test'
import { expect, test } from './fixtures/test.ts'

// PONTO_TODAY=2026-11-16: competence 13 is 11/2026; Fernanda (1) has on 2026-11-10 08:00, 12:00 and 13:00, no exit.
const CARTAO = '/manutencao/13/1'
const DIA = '2026-11-10'

const grade = (page: Page) => page.getByRole('region', { name: 'Cartão ponto', exact: true })
const slot = (page: Page, coluna: string) => grade(page).getByTestId(`slot-${DIA}-${coluna}`)
const horas = (page: Page) => grade(page).getByTestId(`dia-${DIA}`).locator('[data-testid^="slot-"]')

test('rh includes the missing exit, undoes it from the notice, and the day\'s history shows both changes by her', async ({ page, loginAs, axe }) => {
  await loginAs('rh', CARTAO)
  await expect(grade(page).getByRole('rowheader').first()).toBeVisible()
  const antes = await horas(page).allTextContents()

  await slot(page, 'saida2').click()
  const dialogo = page.getByRole('dialog', { name: 'Incluir marcação' })
  await dialogo.getByLabel('Horário').fill('1700')
  await dialogo.getByLabel('Motivo').fill('Esquec')
  await page.getByRole('option', { name: 'Esquecimento de marcação' }).click()
  await dialogo.getByRole('button', { name: 'Salvar' }).click()
  await expect(dialogo).toBeHidden()
  await expect(slot(page, 'saida2')).toHaveText('17:00*')

  const aviso = page.getByRole('status').filter({ hasText: 'Alteração salva.' })
  await expect(aviso).toBeVisible()
  await axe({ include: '[role="status"]' })
  await aviso.getByRole('button', { name: 'Desfazer' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Alteração desfeita.' })).toBeVisible()
  await expect(slot(page, 'saida2')).toHaveText('')
  expect(await horas(page).allTextContents()).toEqual(antes)

  await grade(page).getByRole('button', { name: 'Ações do dia 10/11' }).click()
  await page.getByRole('menuitem', { name: 'Histórico do dia' }).click()
  const historico = page.getByRole('dialog', { name: 'Histórico do dia 10/11' }).getByRole('list', { name: 'Alterações de 10/11' })
  await expect(historico.getByRole('listitem')).toHaveCount(2)
  await expect(historico.getByRole('listitem').nth(0)).toContainText('Alteração desfeita: Marcação 17:00 incluída em Saída 2')
  await expect(historico.getByRole('listitem').nth(0)).toContainText('Rita Recursos Humanos')
  await expect(historico.getByRole('listitem').nth(1)).toContainText('Marcação 17:00 incluída em Saída 2')
  await expect(historico.getByRole('listitem').nth(1)).toContainText('Rita Recursos Humanos')
  await expect(historico.getByRole('listitem').nth(1)).toContainText('08:00 12:00 13:00 → 08:00 12:00 13:00 17:00')
  await axe({ include: '[role="dialog"]' })
})

test('a punch saved in time order is one line of the day\'s history, and its undo gives the day back', async ({ page, loginAs }) => {
  // 2026-11-13 has 12:00, 13:00 and 17:00: the missing 08:00 typed into Saída 2 is saved in time order (e2e/ordem-marcacoes).
  const data = '2026-11-13'
  await loginAs('rh', CARTAO)
  const slotDoDia = (coluna: string) => grade(page).getByTestId(`slot-${data}-${coluna}`)
  await expect(slotDoDia('entrada1')).toHaveText('12:00')
  await slotDoDia('saida2').click()
  const dialogo = page.getByRole('dialog', { name: 'Incluir marcação' })
  await dialogo.getByLabel('Horário').fill('0800')
  await expect(dialogo.getByRole('checkbox', { name: 'Salvar em ordem de horário' })).toBeChecked()
  await dialogo.getByLabel('Motivo').fill('Esquec')
  await page.getByRole('option', { name: 'Esquecimento de marcação' }).click()
  await dialogo.getByRole('button', { name: 'Salvar' }).click()
  await expect(slotDoDia('entrada1')).toHaveText('08:00*')

  await grade(page).getByRole('button', { name: 'Ações do dia 13/11' }).click()
  await page.getByRole('menuitem', { name: 'Histórico do dia' }).click()
  const historico = page.getByRole('dialog', { name: 'Histórico do dia 13/11' }).getByRole('list', { name: 'Alterações de 13/11' })
  await expect(historico.getByRole('listitem')).toHaveCount(1)
  await expect(historico.getByRole('listitem')).toContainText('Marcação 08:00 incluída em Entrada 1 (dia posto em ordem de horário)')
  await expect(historico.getByRole('listitem')).toContainText('12:00 13:00 17:00 → 08:00 12:00 13:00 17:00')
  await historico.getByRole('listitem').getByRole('button', { name: /^Desfazer/ }).click()
  await expect(historico.getByRole('listitem').nth(0)).toContainText('08:00 12:00 13:00 17:00 → 12:00 13:00 17:00')
  await page.keyboard.press('Escape')
  await expect(slotDoDia('entrada1')).toHaveText('12:00')
  await expect(slotDoDia('saida2')).toHaveText('')
})
