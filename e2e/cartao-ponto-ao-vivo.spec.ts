import type { Page, WebSocket } from '@playwright/test'
import { appProntaPara } from './fixtures/auth.ts'
import { expect, test } from './fixtures/test.ts'

// PONTO_TODAY=2026-11-16: competence 13 is 11/2026, employee 1 is Fernanda.
const CARTAO = '/manutencao/13/1'
const AVISO = 'Cartão ponto atualizado: outra sessão acabou de alterá-lo.'

const main = (page: Page) => page.getByRole('main')
const proximo = (page: Page) => main(page).getByRole('button', { name: 'Próximo funcionário' })

/** Resolves with the tab's STOMP socket once it has subscribed to the time-card notices (call before the page loads). */
function inscricaoCartoes(page: Page): Promise<WebSocket> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      ws.on('framesent', (frame) => {
        if (String(frame.payload).startsWith('SUBSCRIBE') && String(frame.payload).includes('destination:/topic/cartaoponto')) resolve(ws)
      })
    })
  })
}

/** A second tab of the same user (single sign-on: no second login form), subscribed like the first. */
async function outraSessao(page: Page, path: string): Promise<Page> {
  const outra = await page.context().newPage()
  const inscrita = inscricaoCartoes(outra)
  await outra.goto(path)
  await appProntaPara(outra, 'rh')
  await inscrita
  return outra
}

test('live refresh: a change made in another session refreshes the open card by itself', async ({ page, loginAs }) => {
  const inscrita = inscricaoCartoes(page)
  await loginAs('rh', CARTAO)
  await expect(main(page).getByRole('button', { name: 'Bloquear edição' })).toBeVisible()
  await inscrita

  const outra = await outraSessao(page, CARTAO)
  const recarga = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/cartaoponto' && r.request().method() === 'GET')
  await main(outra).getByRole('button', { name: 'Bloquear edição' }).click()
  await expect(main(outra).getByRole('button', { name: 'Desbloquear edição' })).toBeVisible()

  await recarga
  await expect(main(page).getByRole('button', { name: 'Desbloquear edição' })).toBeVisible()
  await expect(main(page).getByRole('status').filter({ hasText: AVISO })).toBeVisible()
  // The tab that made the change reloaded through its own mutation and is not told about itself.
  await expect(outra.getByText(AVISO)).toHaveCount(0)
})

test('live refresh: a change to a cached neighbour card makes it load again when opened', async ({ page, loginAs }) => {
  const inscrita = inscricaoCartoes(page)
  await loginAs('rh', CARTAO)
  await expect(main(page).getByRole('button', { name: 'Bloquear edição' })).toBeVisible()
  const socket = await inscrita

  const outra = await outraSessao(page, CARTAO)
  await proximo(outra).click()
  await expect(outra).not.toHaveURL(/\/manutencao\/13\/1(\?|$)/)
  const vizinho = Number(new URL(outra.url()).pathname.split('/').at(-1))
  const aviso = socket.waitForEvent('framereceived', (frame) => String(frame.payload).includes(`"funcionarioId":${vizinho}`))
  await main(outra).getByRole('button', { name: 'Bloquear edição' }).click()
  await expect(main(outra).getByRole('button', { name: 'Desbloquear edição' })).toBeVisible()
  await aviso

  // The card shown is not this notice's: no banner; the prefetched neighbour is stale and is fetched again.
  await expect(page.getByText(AVISO)).toHaveCount(0)
  const recarga = page.waitForResponse((r) => new URL(r.url()).searchParams.get('funcionarioId') === String(vizinho))
  await proximo(page).click()
  await recarga
  await expect(main(page).getByRole('button', { name: 'Desbloquear edição' })).toBeVisible()
})
