import type { Page } from '@playwright/test'
import { afd671, CNPJ_EMPRESA_2 } from './fixtures/afd.ts'
import { expect, test } from './fixtures/test.ts'

// PONTO_TODAY=2026-11-16: Gúbio (55, CPF 377.692.586-85) works the 12x36 night shift 19:00-07:00; on 2026-11-08 only
// his 19:00 entry was punched ('Numero impar de marcacoes!'). His 07:00 exit of 2026-11-09 belongs to that shift
// (domain.md rule 14), whichever way it comes.
const GUBIO = 55
const grade = (page: Page) => page.getByRole('region', { name: 'Cartão ponto' })

async function turnoFechadoNoDiaEmQueComecou(page: Page) {
  await page.goto(`/manutencao/13/${GUBIO}`)
  await expect(grade(page).getByTestId('dia-2026-11-08')).toContainText('07:00')
  await expect(grade(page).getByTestId('erro-2026-11-08')).toHaveCount(0)
  await expect(grade(page).getByTestId('dia-2026-11-09')).not.toContainText('07:00')
}

test('a night worker’s exit punched on the clock the next morning closes the shift on the day it began', async ({ page, loginAs }) => {
  await loginAs('admin', `/manutencao/13/${GUBIO}`)
  await expect(grade(page).getByTestId('erro-2026-11-08')).toContainText('Numero impar de marcacoes!')
  await page.goto('/relogio-simulador')
  await page.getByRole('combobox', { name: 'Funcionário' }).fill('Gúbio')
  await page.getByRole('option', { name: /Gúbio Moreira Xavier/ }).click()
  await page.getByLabel('Data').fill('2026-11-09')
  await page.getByLabel('Horários').fill('07:00')
  await page.getByRole('button', { name: 'Registrar marcações' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Marcações registradas' })).toHaveText(/09\/11\/2026 07:00/)
  await turnoFechadoNoDiaEmQueComecou(page)
})

test('a night worker’s exit imported from the clock’s AFD closes the shift on the day it began', async ({ page, loginAs }) => {
  await loginAs('rh', '/afd/upload')
  await page.getByLabel('Arquivo AFD').setInputFiles({
    name: 'AFD_noturno.txt',
    mimeType: 'text/plain',
    // Gúbio works for company 2: its own clock's file.
    buffer: afd671([{ dataHora: '2026-11-09T07:00', cpf: '37769258685' }], undefined, CNPJ_EMPRESA_2),
  })
  await page.getByRole('button', { name: 'Importar' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Arquivo importado' })).toContainText('1 marcação importada')
  await turnoFechadoNoDiaEmQueComecou(page)
})
