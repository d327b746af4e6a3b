import type { Page } from '@playwright/test'
import { expect, test } from './fixtures/test.ts'

// PONTO_TODAY=2026-11-16: the dashboard covers 06/2026 to 11/2026.
const COMPETENCIAS = ['06/2026', '07/2026', '08/2026', '09/2026', '10/2026', '11/2026']

const SERIES = [
  { titulo: 'Banco de Horas', grafico: 'Gráfico de barras: banco de horas (créditos e débitos) por competência, em horas', colunas: ['Competência', 'Banco Mais', 'Banco Menos'] },
  { titulo: 'Faltas por Competência', grafico: 'Gráfico de barras: quantidade de faltas por competência', colunas: ['Competência', 'Faltas'] },
  { titulo: 'Absenteísmo', grafico: 'Gráfico de barras: percentual de absenteísmo por competência', colunas: ['Competência', 'Absenteísmo', 'Comparação'] },
  { titulo: 'Resumo de Horas', grafico: 'Gráfico de linhas: horas trabalhadas, horas extras e faltas por competência, em horas', colunas: ['Competência', 'Horas Trabalhadas', 'Horas Extras', 'Faltas'] },
  { titulo: 'Motivos', grafico: 'Gráfico de barras: quantidade de ocorrências por motivo', colunas: ['Motivo', 'Quantidade'] },
  { titulo: 'Cartão Ponto Digital', grafico: 'Gráfico de barras empilhadas: cartões aguardando aceite e aceitos por competência', colunas: ['Competência', 'Aguardando Aceite', 'Aceitos'] },
] as const

/** The charts come in a lazily loaded chunk (nivo): a busy machine may take a while. */
const CARREGAR_GRAFICO = { timeout: 20_000 }

const card = (page: Page, titulo: string) => page.getByRole('region', { name: titulo, exact: true })

async function abrirTabela(page: Page, titulo: string) {
  await card(page, titulo).getByText('Ver dados em tabela').click()
  return card(page, titulo).getByRole('table', { name: `Dados: ${titulo}` })
}

test('[DASH-001][DASH-002][DASH-003][DASH-004][DASH-006][DASH-007][DASH-008] the dashboard draws every series with an accessible name and a table', async ({ page, loginAs }) => {
  test.setTimeout(90_000)
  await loginAs('rh', '/dashboard')
  await expect(page.getByRole('heading', { name: 'Indicadores' })).toBeVisible()
  await expect(page.getByText('Competências 06/2026 a 11/2026')).toBeVisible()
  for (const serie of SERIES) {
    await expect(card(page, serie.titulo).getByRole('img', { name: serie.grafico })).toBeVisible(CARREGAR_GRAFICO)
    const tabela = await abrirTabela(page, serie.titulo)
    await expect(tabela.getByRole('columnheader')).toHaveText([...serie.colunas])
  }
  const banco = card(page, 'Banco de Horas').getByRole('table')
  await expect(banco.getByRole('rowheader')).toHaveText(COMPETENCIAS)
  await expect(banco.getByRole('row').nth(6).getByRole('cell').first()).toHaveText(/^\d{2,}:\d{2}$/)
  await expect(card(page, 'Motivos').getByRole('table').getByRole('row')).not.toHaveCount(1)
  // DASH-006/009: the chart's axis shows whole hours while the table keeps HH:MM.
  await expect(card(page, 'Resumo de Horas').getByRole('table').getByRole('row').nth(6).getByRole('cell').first()).toHaveText(/^\d{2,}:\d{2}$/)
})

test('[DASH-005] absenteeism bars are red when it rose against the previous competence and blue otherwise', async ({ page, loginAs }) => {
  test.setTimeout(90_000)
  const resposta = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/dashboard/indicadores' && r.ok())
  await loginAs('rh', '/dashboard')
  const { absenteismo } = (await (await resposta).json()) as { absenteismo: { competencia: string; compare: boolean }[] }
  expect(absenteismo.some((p) => p.compare)).toBe(true)
  expect(absenteismo.some((p) => !p.compare)).toBe(true)
  const grafico = card(page, 'Absenteísmo').getByRole('img')
  await expect(grafico).toBeVisible(CARREGAR_GRAFICO)
  const tabela = await abrirTabela(page, 'Absenteísmo')
  for (const [i, ponto] of absenteismo.entries()) {
    const barra = grafico.getByTestId(`bar.item.percentualAbsenteismo.${i}`)
    // The painted colour, whatever notation the chart writes it in (#c62828 red, #1f6fd1 blue).
    await expect(barra).toHaveCSS('fill', ponto.compare ? 'rgb(198, 40, 40)' : 'rgb(31, 111, 209)')
    const linha = tabela.getByRole('row').filter({ has: page.getByRole('rowheader', { name: ponto.competencia }) })
    await expect(linha.getByRole('cell').last()).toHaveText(ponto.compare ? 'Em alta' : '-')
  }
  await expect(card(page, 'Absenteísmo').getByText('Vermelho: absenteísmo maior que o da competência anterior; azul: igual ou menor.')).toBeVisible()
})

test('[DASH-001] the dashboard needs front_dashboard', async ({ page, loginAs }) => {
  await loginAs('funcionario', '/dashboard')
  await expect(page.getByText('Sem permissao de acesso a tela.')).toBeVisible()
})

test('[DASH-001] the dashboard passes an axe scan', async ({ page, loginAs, axe }) => {
  test.setTimeout(90_000)
  await loginAs('rh', '/dashboard')
  for (const serie of SERIES) await expect(card(page, serie.titulo).getByRole('img', { name: serie.grafico })).toBeVisible(CARREGAR_GRAFICO)
  for (const serie of SERIES) await abrirTabela(page, serie.titulo)
  await axe()
})
