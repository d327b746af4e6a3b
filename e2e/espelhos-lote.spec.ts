import type { Page } from '@playwright/test'
import { paginasDoPdf, textoDoPdf } from '../mock/pdf/pdf-texto.ts'
import { arquivoAberto } from './fixtures/arquivo.ts'
import { sideMenu } from './fixtures/shell.ts'
import { expect, test } from './fixtures/test.ts'

const main = (page: Page) => page.getByRole('main')
const DEPARTAMENTO = 'Secretaria Municipal de Obras e Serviços Urbanos'

test("the supervisor prints a department's espelhos of the last closed competence as one PDF", async ({ page, loginAs }) => {
  await loginAs('supervisor', '/')
  await sideMenu(page).getByRole('link', { name: 'Imprimir espelhos', exact: true }).click()
  await expect(page).toHaveURL(/\/espelhos$/)
  await expect(main(page).getByRole('heading', { name: 'Imprimir espelhos' })).toBeVisible()
  await expect(main(page).getByText('10/2026', { exact: true })).toBeVisible()

  await main(page).getByRole('button', { name: 'Filtrar' }).click()
  const dialogo = page.getByRole('dialog', { name: 'Filtrar funcionários' })
  await dialogo.getByRole('combobox', { name: 'Departamento' }).fill('Obras')
  await page.getByRole('option', { name: DEPARTAMENTO }).click()
  await dialogo.getByRole('button', { name: 'Aplicar' }).click()
  await expect(main(page).getByRole('list', { name: 'Filtros ativos' })).toContainText(DEPARTAMENTO)

  const [inicio, aba] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/espelhos-ponto/lote'),
    arquivoAberto(page),
    main(page).getByRole('button', { name: 'Gerar PDF' }).click(),
  ])
  expect(inicio.status()).toBe(202)
  expect(inicio.request().postDataJSON()).toMatchObject({ competenciaId: 12, filtro: { ativo: true } })
  const { total } = (await inicio.json()) as { total: number }
  await expect(main(page).getByText(`${total} de ${total} espelhos`)).toBeVisible()
  const pdf = await aba.bytes()
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  expect(paginasDoPdf(pdf)).toBeGreaterThanOrEqual(total)
  expect(textoDoPdf(pdf).filter((t) => t === 'Espelho do Ponto')).toHaveLength(total)
})
