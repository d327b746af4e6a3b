import type { Page } from '@playwright/test'
import { expect, test } from './fixtures/test.ts'

// PONTO_TODAY=2026-11-16: competences 1..12 (11/2025..10/2026) are closed, 13 (11/2026) is open; Fernanda (1) works
// 08-12/13-17 (mock/timecard/scenarios.ts). The closing of 10/2026 is the latest one, so it can be reopened.
const main = (page: Page) => page.getByRole('main')
const grade = (page: Page) => page.getByRole('region', { name: 'Cartão ponto' })
/** The empty punch slots a user who may edit clicks to include a punch (read-only cards have none). */
const slots = (page: Page) => grade(page).locator('[data-testid^="slot-"]')

/** Disregards Fernanda's last punch of 2026-10-13 through the API (the user's own token): her card becomes inconsistent. */
async function tornarInconsistente(page: Page) {
  const status = await page.evaluate(async () => {
    const chave = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))
    const token = chave ? (JSON.parse(sessionStorage.getItem(chave) ?? '{}') as { access_token?: string }).access_token : undefined
    const headers = { Authorization: `Bearer ${token ?? ''}` }
    const cartao = (await (await fetch('/api/cartaoponto?funcionarioId=1&competenciaId=12', { headers })).json()) as {
      manutencaoDTO: { registros: Record<string, { registro: { idRegistro: number; marcacoes: { entrada: { id: number } | null; saida: { id: number } | null }[] } }> }
    }
    const dia = cartao.manutencaoDTO.registros['2026-10-13']!.registro
    const ultima = dia.marcacoes.flatMap((p) => [p.entrada, p.saida]).filter((m) => m !== null).at(-1)!
    const r = await fetch(`/api/registros/${dia.idRegistro}/marcacoes/${ultima.id}/desconsiderar/105`, { method: 'POST', headers })
    return r.status
  })
  expect(status).toBe(204)
}

test('[BATCH-018][BATCH-019][BATCH-020][BATCH-021][AUTH-023][AUTH-024] rh reopens, previews and closes 10/2026 skipping inconsistencies; the card becomes read-only', async ({ page, loginAs, axe }) => {
  await loginAs('rh', '/fechamento')
  const outubro = main(page).getByTestId('fechamento-competencia-12')
  await expect(outubro).toContainText('Fechada')
  await expect(main(page).getByTestId('fechamento-competencia-13')).toContainText('Aberta')
  await axe()

  // Reopen the latest closing: the card of 10/2026 can be edited again.
  await outubro.getByRole('link', { name: 'Detalhes do fechamento de 10/2026' }).click()
  await expect(page.getByRole('heading', { name: 'Fechamento 10/2026', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Reabrir competência 10/2026' }).click()
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toContainText('Deseja realmente reabrir a competência 10/2026?')
  await page.getByRole('button', { name: 'Sim' }).click()
  await expect(page).toHaveURL(/\/fechamento\/12\/fechar$/)
  await expect(page.getByRole('button', { name: 'Fechar competência' })).toBeVisible()

  await tornarInconsistente(page)
  await page.goto('/manutencao/12/1')
  await expect(slots(page).first()).toBeVisible()
  await expect(grade(page).getByTestId('erro-2026-10-13')).toContainText('Numero impar de marcacoes!')

  // The preview: summary and details (searched with a 500 ms debounce).
  await page.goto('/fechamento/12/fechar')
  const resumo = page.getByRole('region', { name: 'Resumo' })
  await expect(resumo.getByText('Cartões com inconsistências').locator('..')).toContainText('1')
  const detalhes = page.getByRole('table', { name: 'Funcionários do fechamento' })
  await expect(detalhes.getByRole('row')).toHaveCount(21)
  const buscas: string[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (url.pathname === '/api/fechamentos/preview/12/detalhes' && url.searchParams.get('search')) buscas.push(url.searchParams.get('search')!)
  })
  await page.getByRole('searchbox', { name: 'Pesquisar funcionário' }).pressSequentially('Fernanda', { delay: 30 })
  await expect(detalhes.getByRole('row')).toHaveCount(2)
  const fernanda = detalhes.getByRole('row', { name: /Fernanda Funcionária/ })
  await expect(fernanda).toContainText('1 dia')
  expect(buscas).toEqual(['Fernanda'])
  await axe()

  // Closing is refused while a card is inconsistent...
  await page.getByRole('button', { name: 'Fechar competência' }).click()
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toContainText('Deseja realmente fechar a competência 10/2026?')
  await page.getByRole('button', { name: 'Sim' }).click()
  await expect(page.getByText('Existe 1 cartão ponto com inconsistências. Corrija-o ou marque "Ignorar inconsistências".')).toBeVisible()
  await expect(page).toHaveURL(/\/fechamento\/12\/fechar$/)

  // ...and goes through when they are skipped.
  await page.getByRole('checkbox', { name: 'Ignorar inconsistências' }).check()
  await page.getByRole('button', { name: 'Fechar competência' }).click()
  await page.getByRole('button', { name: 'Sim' }).click()
  await expect(page).toHaveURL(/\/fechamento\/\d+$/)
  await expect(page.getByRole('heading', { name: 'Fechamento 10/2026', level: 1 })).toBeVisible()
  await expect(main(page)).toContainText('por Rita Recursos Humanos, ignorando inconsistências')

  // The card is read-only now: no slot to include a punch, no correction in the day menu.
  await page.goto('/manutencao/12/1')
  await expect(grade(page).getByRole('rowheader').first()).toBeVisible()
  await expect(grade(page).getByTestId('erro-2026-10-13')).toBeVisible()
  await expect(slots(page)).toHaveCount(0)
  const menu = grade(page).getByRole('button', { name: 'Ações do dia 13/10' })
  await menu.click()
  await expect(page.getByRole('menuitem').first()).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Justificar / abonar o dia' })).toHaveCount(0)
  await expect(page.getByRole('menuitem', { name: 'Remover marcações e tratamentos' })).toHaveCount(0)
})

test('[BATCH-022][BATCH-023] the details of a closing are searched by employee with a POST and the export downloads the payroll file', async ({ page, loginAs }) => {
  await loginAs('rh', '/fechamento')
  await main(page).getByTestId('fechamento-competencia-11').getByRole('link', { name: 'Detalhes do fechamento de 09/2026' }).click()
  const detalhes = page.getByRole('table', { name: 'Funcionários do fechamento' })
  await expect(detalhes.getByRole('row')).toHaveCount(21)
  const corpos: unknown[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/fechamentos\/\d+\/detalhes/.test(r.url())) corpos.push(r.postDataJSON())
  })
  await page.getByRole('searchbox', { name: 'Pesquisar funcionário' }).pressSequentially('Fernanda', { delay: 30 })
  await expect(detalhes.getByRole('row')).toHaveCount(2)
  expect(corpos).toEqual([{ funcionario: 'Fernanda' }])

  await page.getByRole('link', { name: 'Exportar' }).click()
  await page.getByRole('radio', { name: /CSV/ }).check()
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Exportar' }).click()
  expect((await download).suggestedFilename()).toBe('fechamento-09-2026.csv')
})
