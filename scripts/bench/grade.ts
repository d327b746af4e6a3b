import type { Browser, Page } from '@playwright/test'
import { login } from './browser'
import { GRADE, startStep } from './cartao-ponto'

/** 11/2026, the open competence. */
const COMPETENCIA = 13
/** Fernanda (1) and the two employees after her on the card's list: the steps go 1 → 20 → 55 and back. */
const FUNCIONARIOS = [1, 20, 55]
/** Four pairs a day, after the usual four punches, so the day stays in order. */
const MARCACOES = [
  ['08:00', 1, 'ENTRADA'],
  ['12:00', 1, 'SAIDA'],
  ['13:00', 2, 'ENTRADA'],
  ['17:00', 2, 'SAIDA'],
  ['18:00', 3, 'ENTRADA'],
  ['19:00', 3, 'SAIDA'],
  ['19:15', 4, 'ENTRADA'],
  ['21:00', 4, 'SAIDA'],
] as const
const PASSOS = 8

/**
 * Issue 16 §1: the grid stays smooth with a card of 8 punches every day for HR's columns. Three employees get four
 * pairs on every day of 11/2026 through the API (as HR would include them); then, on the first one's card, the page is
 * scrolled to the end and back with the mouse wheel, and the card steps to the next employee and back. Long tasks (over
 * 50 ms) are read with the browser's own `longtask` observer.
 */
export async function benchGrade(browser: Browser, url: string): Promise<void> {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-ponto-db': `bench-grade-${Date.now()}` },
    viewport: { width: 1600, height: 1000 },
  })
  try {
    const page = await context.newPage()
    await login(page, url, 'rh', `/manutencao/${COMPETENCIA}/${FUNCIONARIOS[0]}`)
    await page.locator(`${GRADE} tbody tr`).first().waitFor()
    const { incluidas, dias } = await densificar(page)
    await page.reload()
    await page.locator(`${GRADE} tbody tr`).first().waitFor()
    await page.waitForLoadState('networkidle')
    const celulas = await page.locator(`${GRADE} td`).count()
    const colunas = await page.locator(`${GRADE} thead tr:last-child th`).count()

    await page.evaluate(`window.__longas = []; new PerformanceObserver((lista) => { for (const t of lista.getEntries()) window.__longas.push(Math.round(t.duration)) }).observe({ type: 'longtask' })`)
    await rolar(page)
    const naRolagem = await page.evaluate<number[]>('window.__longas.splice(0)')

    const passos: number[] = []
    for (let i = 0; i < PASSOS; i++) {
      await page.waitForLoadState('networkidle')
      const botao = i % 4 < 2 ? 'Próximo funcionário' : 'Funcionário anterior'
      // At the end of a page of the list the button waits for the next page's employees.
      await page.getByRole('button', { name: botao }).and(page.locator(':enabled')).waitFor()
      await startStep(page, botao)
      passos.push(await page.evaluate<number>('window.__step'))
    }
    await page.waitForLoadState('networkidle')
    const nosPassos = await page.evaluate<number[]>('window.__longas.splice(0)')

    console.log(`Dense grid: ${FUNCIONARIOS.length} employees with 8 punches on each of the ${dias} days of 11/2026 (${incluidas} punches included through the API); ${colunas} columns, ${celulas} cells`)
    console.log(`  scrolling the page to the end and back with the wheel: ${descrever(naRolagem)} (target: none)`)
    console.log(`  stepping between the dense cards (${PASSOS} steps, prefetched): ${descrever(nosPassos)} (target: none); click to painted: ${passos.map((p) => p.toFixed(0)).join(', ')} ms`)
  } finally {
    await context.close()
  }
}

const descrever = (longas: number[]) =>
  longas.length ? `${longas.length} long tasks, the longest ${Math.max(...longas)} ms (${longas.join(', ')})` : 'no long task'

/** Includes the four pairs on every day of the three cards, with rh's token, as the app would send them. */
async function densificar(page: Page): Promise<{ incluidas: number; dias: number }> {
  return page.evaluate<{ incluidas: number; dias: number }>(`(async () => {
    const chave = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))
    const token = JSON.parse(sessionStorage.getItem(chave)).access_token
    const headers = { Authorization: 'Bearer ' + token, 'Content-Type': 'application/json' }
    const motivos = await (await fetch('/api/motivos/search/ativos', { headers })).json()
    const idMotivo = motivos._embedded.motivos[0].id
    let incluidas = 0
    let dias = 0
    for (const idFuncionario of ${JSON.stringify(FUNCIONARIOS)}) {
      const cartao = await (await fetch('/api/cartaoponto?funcionarioId=' + idFuncionario + '&competenciaId=${COMPETENCIA}', { headers })).json()
      const datas = Object.keys(cartao.manutencaoDTO.registros)
      dias = datas.length
      for (const data of datas) {
        for (const [hora, sequencia, modoMarcacao] of ${JSON.stringify(MARCACOES)}) {
          const corpo = { idFuncionario, idCompetencia: ${COMPETENCIA}, data, hora, idMotivo, sequencia, modoMarcacao }
          const resposta = await fetch('/api/registros', { method: 'POST', headers, body: JSON.stringify(corpo) })
          if (resposta.ok) incluidas++
        }
      }
    }
    return { incluidas, dias }
  })()`)
}

/** The wheel, 120 px a notch, down to the end of the page and back up, a notch a frame. */
async function rolar(page: Page): Promise<void> {
  await page.mouse.move(800, 700)
  const altura = await page.evaluate<number>('document.documentElement.scrollHeight - innerHeight')
  const notches = Math.ceil(altura / 120) + 2
  for (const sentido of [1, -1]) {
    for (let i = 0; i < notches; i++) {
      await page.mouse.wheel(0, 120 * sentido)
      await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => resolve(null)))')
    }
  }
}
