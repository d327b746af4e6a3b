import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { textoDoPdf } from '../mock/pdf/pdf-texto.ts'
import { arquivoAberto } from './fixtures/arquivo.ts'
import { expect, test } from './fixtures/test.ts'

const main = (page: Page) => page.getByRole('main')

test('[BATCH-014][BATCH-015][BATCH-016][BATCH-017] a report starts from the defaults and comes as a PDF, then as CSV', async ({ page, loginAs, axe }) => {
  await loginAs('rh', '/relatorios')
  const form = main(page).getByRole('form', { name: 'Parâmetros do relatório' })
  await expect(form.getByRole('group', { name: 'Ordem' }).getByRole('radio', { name: 'Departamento' })).toBeChecked()
  await expect(form.getByRole('group', { name: 'Situação' }).getByRole('radio', { name: 'Ativos' })).toBeChecked()
  await expect(form.getByRole('group', { name: 'Controle de ponto' }).getByRole('radio', { name: 'Controlam ponto', exact: true })).toBeChecked()
  await expect(form.getByRole('checkbox', { name: 'Listar atrasos e saídas antecipadas' })).toBeChecked()
  await expect(form.getByRole('group', { name: 'Formato' }).getByRole('radio', { name: 'PDF' })).toBeChecked()
  await axe({ include: 'main' })

  const [resposta, aba] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/relatorios/resumo-horas'),
    arquivoAberto(page),
    form.getByRole('button', { name: 'Gerar relatório' }).click(),
  ])
  expect(resposta.request().postDataJSON()).toMatchObject({
    competencia: 13, ordemRelatorio: 'departamento', ativo: 'true', controlaPonto: 'true', listarAtrasosSaidaAntecipada: true, formato: 'pdf',
  })
  expect(resposta.headers()['content-type']).toContain('application/pdf')
  const pdf = await aba.bytes()
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  expect(textoDoPdf(pdf)).toContain('Resumo de Horas por Funcionário')

  await form.getByRole('radio', { name: 'CSV (planilha)' }).check()
  await form.getByRole('checkbox', { name: 'Listar atrasos e saídas antecipadas' }).uncheck()
  const [arquivo, download] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/relatorios/resumo-horas'),
    page.waitForEvent('download'),
    form.getByRole('button', { name: 'Gerar relatório' }).click(),
  ])
  expect(arquivo.request().postDataJSON()).toMatchObject({ formato: 'csv', listarAtrasosSaidaAntecipada: false })
  expect(download.suggestedFilename()).toBe('resumo-horas-2026-11.csv')
  const texto = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '')
  expect(texto.split('\r\n')[0]).toBe('Departamento;Matrícula;Funcionário;Trabalhadas;Extras;Noturnas;Faltas;Dias de falta;Desconto DSR;Saldo')
  expect(texto).toContain('Fernanda Funcionária')
})

test('[BATCH-008][BATCH-009] the batch time-card print sends the selection and opens one PDF', async ({ page, loginAs }) => {
  await loginAs('supervisor', '/relatorio-ponto')
  const tabela = main(page).getByRole('table', { name: 'Funcionários da ação em lote' })
  await tabela.getByRole('checkbox', { name: 'Selecionar Fernanda Funcionária' }).check()
  await expect(main(page).getByRole('status')).toHaveText('1 funcionário selecionado')
  const form = main(page).getByRole('form', { name: 'Imprimir cartões ponto' })
  await form.getByLabel('Data Inicial').fill('2026-11-01')
  await form.getByLabel('Data Final').fill('2026-11-15')
  const [pdf, aba] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/acoes-lote/cartao-ponto'),
    arquivoAberto(page),
    form.getByRole('button', { name: 'Imprimir' }).click(),
  ])
  expect(new URL(pdf.url()).searchParams.get('ordem')).toBe('nome')
  expect(pdf.request().postDataJSON()).toEqual({ funcionarios: [1], tipoRelatorio: 'cartao-ponto', dataInicial: '2026-11-01', dataFinal: '2026-11-15' })
  const arquivo = await aba.bytes()
  expect(arquivo.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  expect(textoDoPdf(arquivo)).toContain('Fernanda Funcionária')
})
