import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures/test.ts'

// Issue 14 (density): the card of Fernanda (employee 1) in competence 13 (11/2026), seed today 2026-11-16.
const CARTAO = '/manutencao/13/1'
const TOP_BAR = 56

interface CartaoApi {
  manutencaoDTO: { registros: Record<string, { registro: { memoriaCalculo: string } }> }
}

const grade = (page: Page) => page.getByRole('region', { name: 'Cartão ponto', exact: true })
const dia = (page: Page, data: string) => grade(page).getByTestId(`dia-${data}`)
const cabecalho = (page: Page, nome: string) => grade(page).getByRole('columnheader', { name: nome, exact: true })

async function abrirCartao(page: Page, loginAs: (who: 'rh', path?: string) => Promise<void>): Promise<CartaoApi> {
  const resposta = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/cartaoponto' && r.ok())
  await loginAs('rh', CARTAO)
  const cartao = (await (await resposta).json()) as CartaoApi
  await expect(dia(page, '2026-11-30')).toBeAttached()
  return cartao
}

const medidas = (regiao: Locator) =>
  regiao.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
    scrollHeight: el.scrollHeight,
    clientHeight: el.clientHeight,
    overflowY: getComputedStyle(el).overflowY,
  }))

async function ocultarColunas(page: Page, nomes: readonly string[]) {
  await page.getByRole('button', { name: /^Colunas/ }).click()
  for (const nome of nomes) {
    const item = page.getByRole('menuitemcheckbox', { name: nome, exact: true })
    await item.click()
    await expect(item).toHaveAttribute('aria-checked', 'false')
  }
  await page.keyboard.press('Escape')
}

/** The text-heavy columns rh can do without while checking punches; hiding them makes the card fit at 1440 px. */
const COLUNAS_DE_TEXTO = ['Marcações Originais', 'Memória de Cálculo', 'Ocorrência', 'Tratamentos']

test('at 1440×900 empty pairs collapse, the memory opens in full, the grid fits without the text columns and the choice survives a reload', async ({
  page,
  loginAs,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  const cartao = await abrirCartao(page, loginAs)

  // Pairs 3 and 4 (TC-071/072, rh always sees them) have no punch on this card: narrow, abbreviated, named in full.
  for (const [nome, abreviado] of [
    ['Entrada 3', 'E3'],
    ['Saída 3', 'S3'],
    ['Entrada 4', 'E4'],
    ['Saída 4', 'S4'],
  ] as const) {
    const th = cabecalho(page, nome)
    await expect(th).toHaveAttribute('title', nome)
    await expect(th.getByText(abreviado, { exact: true })).toBeVisible()
    expect((await th.boundingBox())!.width).toBeLessThan(32)
  }
  await expect(cabecalho(page, 'Entrada 1')).toBeVisible()
  const inteira = await medidas(grade(page))
  testInfo.annotations.push({ type: 'largura com todas as colunas', description: `${inteira.scrollWidth} px em ${inteira.clientWidth} px` })

  // 'Memória de cálculo' opens in full from the keyboard and closes with Escape.
  const memoria = cartao.manutencaoDTO.registros['2026-11-03']!.registro.memoriaCalculo
  const botao = dia(page, '2026-11-03').getByRole('button', { name: memoria })
  await botao.focus()
  await page.keyboard.press('Enter')
  const dialogo = page.getByRole('dialog', { name: 'Memória de cálculo de 03/11' })
  await expect(dialogo.getByText(memoria, { exact: true })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialogo).toHaveCount(0)
  await expect(botao).toBeFocused()

  // Without the text-heavy columns the grid fits: no horizontal scroll, and the page (not a box) scrolls to the last day.
  await ocultarColunas(page, COLUNAS_DE_TEXTO)
  await expect(grade(page)).toHaveAttribute('data-rolagem', 'pagina')
  const ajustada = await medidas(grade(page))
  testInfo.annotations.push({
    type: 'largura sem as colunas de texto',
    description: `${ajustada.scrollWidth} px em ${ajustada.clientWidth} px`,
  })
  expect(ajustada.scrollWidth).toBeLessThanOrEqual(ajustada.clientWidth)
  expect(ajustada.overflowY).toBe('visible')
  expect(ajustada.scrollHeight).toBeLessThanOrEqual(ajustada.clientHeight)
  await dia(page, '2026-11-30').scrollIntoViewIfNeeded()
  await expect(dia(page, '2026-11-30')).toBeInViewport()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  // The header row sticks to the top of the viewport, below the top bar.
  await expect.poll(async () => Math.round((await cabecalho(page, 'Dia').boundingBox())!.y)).toBe(TOP_BAR)

  await page.reload()
  await expect(dia(page, '2026-11-30')).toBeAttached()
  await expect(page.getByRole('button', { name: /^Colunas/ })).toContainText('4 ocultas')
  for (const nome of COLUNAS_DE_TEXTO) await expect(cabecalho(page, nome)).toHaveCount(0)
  await expect(cabecalho(page, 'Total')).toBeVisible()

  await page.getByRole('button', { name: /^Colunas/ }).click()
  await page.getByRole('menuitem', { name: 'Restaurar colunas' }).click()
  for (const nome of COLUNAS_DE_TEXTO) await expect(cabecalho(page, nome)).toBeVisible()
})

/** TC-067: the columns rh sees on this card, in order. */
const COLUNAS_DO_RH = [
  'Dia',
  'Marcações Originais',
  'Entrada 1',
  'Saída 1',
  'Entrada 2',
  'Saída 2',
  'Entrada 3',
  'Saída 3',
  'Entrada 4',
  'Saída 4',
  'Total',
  'Carga Horária',
  'Memória de Cálculo',
  'Extra',
  'Extra 50%',
  'Extra 70%',
  'Extra 100%',
  'Extra Intervalo',
  'Extra Noturna',
  'Falta',
  'Atraso',
  'Saída Antecipada',
  'Adicional Noturno',
  'Saldo BH',
  'Compensação',
  'Hora',
  'Ocorrência',
  'Motivo',
  'Horário',
  'Tratamentos',
]

test("at 1440×900 rh's card fits with the default columns: the menu waits on its rail, and the user's choice wins", async ({
  page,
  loginAs,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await abrirCartao(page, loginAs)
  await expect(page.getByRole('button', { name: /^Colunas/ })).toHaveText('Colunas')
  await expect(page.getByRole('button', { name: 'Modo compacto' })).toHaveAttribute('aria-pressed', 'false')
  const cabecalhos = grade(page).getByRole('columnheader')
  await expect(cabecalhos).toHaveCount(COLUNAS_DO_RH.length)
  for (const [i, nome] of COLUNAS_DO_RH.entries()) await expect(cabecalhos.nth(i)).toHaveAccessibleName(nome)

  // No choice made yet: on the card the menu starts on its rail, the whole card fits and the page scrolls as one.
  await expect(page.getByRole('button', { name: 'Expandir menu' })).toHaveAttribute('aria-expanded', 'false')
  await expect(grade(page)).toHaveAttribute('data-rolagem', 'pagina')
  const ajustada = await medidas(grade(page))
  testInfo.annotations.push({ type: 'largura com o menu recolhido', description: `${ajustada.scrollWidth} px em ${ajustada.clientWidth} px` })
  expect(ajustada.scrollWidth).toBeLessThanOrEqual(ajustada.clientWidth)
  await dia(page, '2026-11-30').scrollIntoViewIfNeeded()
  await expect(dia(page, '2026-11-30')).toBeInViewport()
  await expect.poll(async () => Math.round((await cabecalho(page, 'Dia').boundingBox())!.y)).toBe(TOP_BAR)

  // The user opens the menu: the grid keeps its own box, and the choice is remembered for this user.
  await page.getByRole('button', { name: 'Expandir menu' }).click()
  await expect(grade(page)).toHaveAttribute('data-rolagem', 'propria')
  const comMenu = await medidas(grade(page))
  testInfo.annotations.push({ type: 'largura com o menu aberto', description: `${comMenu.scrollWidth} px em ${comMenu.clientWidth} px` })
  await page.reload()
  await expect(dia(page, '2026-11-30')).toBeAttached()
  await expect(page.getByRole('button', { name: 'Recolher menu' })).toHaveAttribute('aria-expanded', 'true')
})

/** Where the page and the grid's own box (if any) are scrolled. */
const posicoes = (page: Page) => grade(page).evaluate((el) => [el.scrollTop, window.scrollY])

/** Turns the mouse wheel over the grid, a notch at a time (each one waited for), until `alvo` is wholly on screen. */
async function rolarComARoda(page: Page, alvo: Locator) {
  const noViewport = async () => {
    const caixa = await alvo.boundingBox()
    return caixa !== null && caixa.y >= 0 && caixa.y + caixa.height <= page.viewportSize()!.height
  }
  for (let notch = 0; notch < 30 && !(await noViewport()); notch++) {
    const antes = await posicoes(page)
    await page.mouse.wheel(0, 120)
    await expect.poll(() => posicoes(page)).not.toEqual(antes)
  }
  expect(await noViewport()).toBe(true)
}

/** The header cell is on screen below the top bar, and is what the user sees at its centre (not the bar, not a row). */
async function esperarCabecalhoVisivel(page: Page) {
  const th = cabecalho(page, 'Dia')
  await expect(th).toBeInViewport({ ratio: 1 })
  await expect.poll(async () => (await th.boundingBox())!.y).toBeGreaterThanOrEqual(TOP_BAR)
  const visivel = await th.evaluate((el) => {
    const { x, y, width, height } = el.getBoundingClientRect()
    const noCentro = document.elementFromPoint(x + width / 2, y + height / 2)
    return noCentro !== null && el.contains(noCentro)
  })
  expect(visivel).toBe(true)
}

test('at 1280×720 the header row stays visible after scrolling to the last day, and while the page scrolls on', async ({
  page,
  loginAs,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 })
  await abrirCartao(page, loginAs)
  const caixa = (await grade(page).boundingBox())!
  await page.mouse.move(caixa.x + caixa.width / 2, Math.min(caixa.y + 60, 700))
  await rolarComARoda(page, dia(page, '2026-11-30'))
  await esperarCabecalhoVisivel(page)

  // The box is at its end: the wheel now scrolls the page, taking the box's top under the bar.
  for (let notch = 0; notch < 10 && (await grade(page).boundingBox())!.y >= TOP_BAR - 40; notch++) {
    const antes = await posicoes(page)
    await page.mouse.wheel(0, 60)
    await expect.poll(() => posicoes(page)).not.toEqual(antes)
  }
  expect((await grade(page).boundingBox())!.y).toBeLessThan(TOP_BAR - 40)
  await expect(dia(page, '2026-11-30')).toBeInViewport()
  await esperarCabecalhoVisivel(page)
})
