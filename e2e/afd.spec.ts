import type { Page } from '@playwright/test'
import { afd671, CNPJ_EMPRESA_1 as CNPJ, REP_C_EMPRESA_1 as REP } from './fixtures/afd.ts'
import { expect, test } from './fixtures/test.ts'

// PONTO_TODAY=2026-11-16: Fernanda (1, CPF 529.982.247-25) misses the 17:00 exit on 2026-11-10 ('Numero impar de
// marcacoes!'); the employer of company 1 is CNPJ 46.523.015/0001-35 and its REP-C 0001 is 00014003750012345.
const grade = (page: Page) => page.getByRole('region', { name: 'Cartão ponto' })

async function enviar(page: Page, nome: string, buffer: Buffer) {
  await page.getByLabel('Arquivo AFD').setInputFiles({ name: nome, mimeType: 'text/plain', buffer })
  await page.getByRole('button', { name: 'Importar' }).click()
}

test('[AUTH-019] rh imports a clock\'s AFD: its punch appears on the time card as an original punch', async ({ page, loginAs, axe }) => {
  await loginAs('rh', '/manutencao/13/1')
  await expect(grade(page).getByTestId('erro-2026-11-10')).toContainText('Numero impar de marcacoes!')

  await page.goto('/afd/upload')
  await expect(page.getByRole('heading', { name: 'Importar AFD', level: 1 })).toBeVisible()
  await axe()
  await enviar(page, `AFD${REP}${CNPJ}_REP_C.txt`, afd671([{ dataHora: '2026-11-10T17:00', cpf: '52998224725' }]))
  await expect(page.getByRole('status').filter({ hasText: 'Arquivo importado' })).toHaveText(
    'Arquivo importado (Portaria 671): 1 marcação importada, 0 já existentes, 0 pendentes.',
  )

  await page.goto('/manutencao/13/1')
  await expect(grade(page).getByRole('rowheader').first()).toBeVisible()
  await expect(grade(page).getByTestId('erro-2026-11-10')).toHaveCount(0)
  await expect(grade(page).getByTestId('marcacao-2026-11-10-saida2')).toHaveText('17:00')

  await page.goto('/afd')
  const linha = page.getByRole('table', { name: 'Importações de AFD' }).getByRole('row', { name: /_REP_C\.txt/ })
  await expect(linha).toContainText('Importado')
  await expect(linha).toContainText('1 de 1')
  // Reprocessing brings nothing new: the punch is there once.
  await linha.getByRole('button', { name: /^Reprocessar/ }).click()
  await expect(linha.getByRole('status')).toHaveText('Reprocessado: nenhuma marcação pendente.')
})

test('[AUTH-019] a corrupted AFD is rejected whole: its errors are listed line by line and no punch is imported', async ({ page, loginAs }) => {
  await loginAs('rh', '/afd/upload')
  const corrompido = afd671(
    [{ dataHora: '2026-11-10T17:00', cpf: '52998224725' }, { dataHora: '2026-11-11T07:58', cpf: '52998224725' }],
    (linhas) => {
      linhas[2] = linhas[2]!.replace('07:58', '07:59') // the CRC-16 no longer matches
      linhas.splice(3, 1) // and the trailer is gone (truncated file)
    },
  )
  await enviar(page, 'AFD_corrompido.txt', corrompido)
  await expect(page.getByRole('alert').filter({ hasText: 'Arquivo rejeitado' })).toHaveText('Arquivo rejeitado: 2 erros. Nenhuma marcação foi importada.')
  const erros = page.getByRole('table', { name: 'Erros do arquivo' })
  await expect(erros.getByRole('row')).toHaveCount(3)
  await expect(erros.getByRole('row').nth(1)).toContainText(/^3\s*CRC-16 inválido: informado "[0-9A-F]{4}", calculado [0-9A-F]{4}\.$/)
  await expect(erros.getByRole('row').nth(2)).toContainText('Trailer (registro tipo 9) ausente: o arquivo está incompleto (truncado?).')

  await page.goto('/manutencao/13/1')
  await expect(grade(page).getByTestId('erro-2026-11-10')).toContainText('Numero impar de marcacoes!')

  await page.goto('/afd')
  const linha = page.getByRole('table', { name: 'Importações de AFD' }).getByRole('row', { name: /AFD_corrompido\.txt/ })
  await expect(linha).toContainText('Rejeitado (2 erros)')
  await expect(linha.getByRole('button', { name: /^Reprocessar/ })).toHaveCount(0)
})

test('[AUTH-062] rh downloads the AEJ (Portaria 671) of 10/2026', async ({ page, loginAs, axe }) => {
  await loginAs('rh', '/arquivos-fiscais')
  await expect(page.getByRole('heading', { name: 'Arquivos Fiscais', level: 1 })).toBeVisible()
  await expect(page.getByText('1 - Prefeitura Municipal de Santa Aurora')).toBeVisible()
  await axe()
  await page.getByLabel('Data inicial').fill('2026-10-01')
  await page.getByLabel('Data final').fill('2026-10-31')
  await page.getByRole('radio', { name: /AEJ/ }).check()
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Gerar arquivo' }).click()
  const arquivo = await download
  expect(arquivo.suggestedFilename()).toBe(`AEJ_${CNPJ}_20261001_20261031.txt`)
  await expect(page.getByRole('status').filter({ hasText: 'gerado.' })).toHaveText(`Arquivo AEJ_${CNPJ}_20261001_20261031.txt gerado.`)
  const { readFile } = await import('node:fs/promises')
  const texto = (await readFile((await arquivo.path())!)).toString('latin1')
  const linhas = texto.split('\r\n').filter(Boolean)
  // The period's last record is a night shift begun on 31/10: the header's end date reaches its end (docs/decisions.md).
  expect(linhas[0]).toMatch(new RegExp(`^01\\|1\\|${CNPJ}\\|\\|\\|Prefeitura Municipal de Santa Aurora\\|2026-10-01\\|2026-11-01\\|`))
  expect(linhas).toContain('03|' + linhas.find((l) => l.endsWith('|52998224725|Fernanda Funcionária'))!.split('|')[1] + '|52998224725|Fernanda Funcionária')
  // The trailer, then the digital signature's line (Portaria 671, Anexo VI).
  expect(linhas.at(-2)).toMatch(/^99(\|\d+){8}$/)
  expect(linhas.at(-1)).toHaveLength(100)
})
