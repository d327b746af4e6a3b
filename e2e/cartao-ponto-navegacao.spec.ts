import type { Page, Request, Response } from '@playwright/test'
import { textoDoPdf } from '../mock/pdf/pdf-texto.ts'
import { arquivoAberto } from './fixtures/arquivo.ts'
import { recordRequests, springError } from './fixtures/network.ts'
import { sideMenu } from './fixtures/shell.ts'
import { expect, test } from './fixtures/test.ts'

/**
 * The time card page and its controls against the mock backend (PONTO_TODAY=2026-11-16: competence 13
 * = 11/2026, the only open one; 12 = 10/2026). With the default filter (ativo=true) the employee list
 * has pages of 20 (the server's default); page 0 ends with employee 20 and page 1 starts with 55.
 */

const main = (page: Page) => page.getByRole('main')
const funcionarioPicker = (page: Page) => page.getByRole('combobox', { name: 'Funcionário' })
const competenciaPicker = (page: Page) => page.getByRole('combobox', { name: 'Competência' })
const proximo = (page: Page) => page.getByRole('button', { name: 'Próximo funcionário' })
const anterior = (page: Page) => page.getByRole('button', { name: 'Funcionário anterior' })
/** The header link of the card shown: '{matricula} - {nome}'. */
const funcionarioLink = (page: Page, nome: string) => main(page).getByRole('link', { name: new RegExp(nome) })
const grade = (page: Page) => main(page).getByRole('table').first()
/** Two or more banners are summed up in one line ('3 avisos', issue 14): unfolds them. */
const abrirAvisos = (page: Page) => main(page).getByRole('button', { name: /^\d+ avisos$/ }).click()

const isCartao = (url: URL) => url.pathname === '/api/cartaoponto'
const cartaoRequests = (page: Page) => recordRequests(page, (url, r) => isCartao(url) && r.method() === 'GET')
const cardOf = (r: Request) => {
  const url = new URL(r.url())
  return `${url.searchParams.get('competenciaId')}/${url.searchParams.get('funcionarioId')}`
}
const countBy = (requests: Request[]) =>
  requests.map(cardOf).reduce<Record<string, number>>((acc, card) => ({ ...acc, [card]: (acc[card] ?? 0) + 1 }), {})

/** The JSON of the time card response for an employee and competence, during `action`. */
async function cardResponse(page: Page, card: string, action: () => Promise<unknown>) {
  const [response] = await Promise.all([
    page.waitForResponse((r: Response) => isCartao(new URL(r.url())) && cardOf(r.request()) === card && r.ok()),
    action(),
  ])
  return response.json() as Promise<{
    funcionario: { inconsistente: boolean; nomeOrNomeSocial: string }
    observacao: string | null
    manutencaoDTO: { hoje: { previsaoSaida: string | null; marcacoesAtuais: { hora: string }[] } | null }
  }>
}

test.describe('choosing the time card', () => {
  test('[TC-001][TC-022][TC-023][TC-024] Cartão Ponto opens with no card and the open competence as default', async ({ loginAs, page }) => {
    const cards = cartaoRequests(page)
    const competencias = recordRequests(page, (url) => url.pathname === '/api/competencias')
    await loginAs('rh')
    await sideMenu(page).getByRole('link', { name: 'Cartão Ponto', exact: true }).click()
    await expect(page).toHaveURL(/\/manutencao$/)
    await expect(main(page).getByRole('heading', { name: 'Cartão Ponto' })).toBeVisible()
    await expect(main(page).getByText('11/2026 (aberta)')).toBeVisible()
    const url = new URL(competencias[0]!.url())
    expect(url.searchParams.get('size')).toBe('9999')
    expect(url.searchParams.getAll('sort')).toEqual(['ano,desc', 'mes,desc'])
    await competenciaPicker(page).click()
    // The list opens once the select's library is in (it may still be loading when the page is this fresh).
    await expect(page.getByRole('option').nth(2)).toBeVisible()
    const options = await page.getByRole('option').allTextContents()
    expect(options.slice(0, 3)).toEqual(['11/2026 (aberta)', '10/2026', '09/2026'])
    await page.keyboard.press('Escape')
    expect(cards).toHaveLength(0)
    await expect(grade(page)).toHaveCount(0)
  })

  test('[TC-002][TC-006][TC-013][TC-014][TC-015][TC-041] rh picks an employee and gets that card once', async ({ loginAs, page }) => {
    const searches = recordRequests(page, (url) => url.pathname === '/api/funcionarios/search/fulltext' && url.searchParams.get('text') === 'Fernanda')
    await loginAs('rh', '/manutencao')
    const cards = cartaoRequests(page)
    await funcionarioPicker(page).fill('Fernanda')
    await page.getByRole('option', { name: '100001 - Fernanda Funcionária' }).click()
    await expect(page).toHaveURL(/\/manutencao\/13\/1$/)
    await expect(funcionarioLink(page, 'Fernanda Funcionária')).toHaveAttribute('href', '/funcionario/1/dashboard')
    await expect(grade(page)).toBeVisible()
    const search = new URL(searches[0]!.url()).searchParams
    expect(search.get('controlaPonto')).toBe('true')
    expect(search.getAll('orderBy')).toEqual(['ativo,desc', 'controlaPonto,desc', 'nome', 'matricula'])
    expect(search.get('page')).toBe('0')
    expect(search.get('size')).toBeTruthy()
    expect(search.get('ativo')).toBe('true')
    expect(countBy(cards)['13/1']).toBe(1)
  })

  test('[TC-003][TC-004][TC-024] an employee without a competence gets the default one in the URL', async ({ loginAs, page }) => {
    await loginAs('rh', '/manutencao/undefined/1')
    await expect(page).toHaveURL(/\/manutencao\/13\/1$/)
    await expect(funcionarioLink(page, 'Fernanda Funcionária')).toBeVisible()
    await page.goto('/manutencao/0/20')
    await expect(page).toHaveURL(/\/manutencao\/13\/20$/)
    await expect(funcionarioLink(page, 'Alex Monteiro')).toBeVisible()
  })

  test('[TC-017][TC-018][TC-019][TC-020][TC-021][TC-005] steps through the list across a page boundary, one request per card', async ({ loginAs, page }) => {
    const lists = recordRequests(page, (url) => url.pathname === '/api/funcionarios/search/fulltext' && !url.searchParams.has('text'))
    const cards = cartaoRequests(page)
    await loginAs('rh', '/manutencao/13/1')
    await expect(funcionarioLink(page, 'Fernanda Funcionária')).toBeVisible()
    // The list page takes the server's page size: the client sends none.
    expect(lists.every((r) => !new URL(r.url()).searchParams.has('size'))).toBe(true)

    // Fernanda is the second to last of page 0: next is Alex (20), then page 1's first (55).
    await expect.poll(() => countBy(cards)['13/20']).toBe(1)
    await proximo(page).click()
    await expect(funcionarioLink(page, 'Alex Monteiro')).toBeVisible()
    await expect(page).toHaveURL(/\/manutencao\/13\/20$/)
    await expect.poll(() => lists.some((r) => new URL(r.url()).searchParams.get('page') === '1')).toBe(true)
    await expect.poll(() => countBy(cards)['13/55']).toBe(1)
    const beforeStep = cards.length
    await proximo(page).click()
    await expect(funcionarioLink(page, 'Gúbio Moreira Xavier')).toBeVisible()
    await expect(grade(page)).toBeVisible()
    await expect(page).toHaveURL(/\/manutencao\/13\/55\?page=1$/)
    // The card shown was prefetched: the step itself asked for nothing but the new neighbours.
    expect(cards.slice(beforeStep).map(cardOf)).not.toContain('13/55')

    await anterior(page).click()
    await expect(funcionarioLink(page, 'Alex Monteiro')).toBeVisible()
    await expect(page).toHaveURL(/\/manutencao\/13\/20$/)
    await anterior(page).click()
    await expect(funcionarioLink(page, 'Fernanda Funcionária')).toBeVisible()
    await expect(grade(page)).toBeVisible()

    const counts = countBy(cards)
    expect(Object.values(counts).every((n) => n === 1), JSON.stringify(counts)).toBe(true)
  })

  test('[TC-026][TC-027][TC-031][TC-032][TC-016] the filter dialog applies, lists its chips and survives a reload', async ({ loginAs, page }) => {
    await loginAs('rh', '/manutencao/13/55?page=1')
    await expect(funcionarioLink(page, 'Gúbio Moreira Xavier')).toBeVisible()
    await main(page).getByRole('button', { name: 'Filtrar' }).click()
    const dialog = page.getByRole('dialog', { name: 'Filtrar funcionários' })
    for (const field of ['Empresa', 'Cargo', 'Departamento', 'Local de Trabalho', 'Classe', 'Quadro de Horário']) {
      await expect(dialog.getByRole('combobox', { name: field })).toBeVisible()
    }
    await expect(dialog.getByRole('group', { name: 'Situação' }).getByRole('radio')).toHaveCount(3)
    await dialog.getByRole('combobox', { name: 'Cargo' }).fill('Motorista')
    await page.getByRole('option', { name: '007 - Motorista' }).click()
    const search = page.waitForRequest((r) => {
      const url = new URL(r.url())
      return url.pathname === '/api/funcionarios/search/fulltext' && url.searchParams.get('cargo') === '7'
    })
    await dialog.getByRole('button', { name: 'Aplicar' }).click()
    expect(new URL((await search).url()).searchParams.get('page')).toBe('0')
    await expect(page).toHaveURL(/\/manutencao\/13\/55\?cargo=7$/)
    const chips = main(page).getByRole('list', { name: 'Filtros ativos' })
    await expect(chips.getByRole('listitem')).toHaveText(['Cargo:007 - Motorista', 'Situação:Ativos'])

    // Gúbio is not a driver: next enters the filtered list at its first employee.
    await proximo(page).click()
    await expect(page).toHaveURL(/\/manutencao\/13\/39\?cargo=7$/)
    await page.reload()
    await expect(funcionarioLink(page, 'Eduarda Melo Franco')).toBeVisible()
    await expect(chips.getByRole('listitem')).toHaveText(['Cargo:007 - Motorista', 'Situação:Ativos'])
    await expect(main(page).getByText('11/2026 (aberta)')).toBeVisible()
  })

  test('the controls, the card header and the filter dialog pass an accessibility scan', async ({ loginAs, page, axe }) => {
    await loginAs('rh', '/manutencao/13/1')
    await expect(funcionarioLink(page, 'Fernanda Funcionária')).toBeVisible()
    await abrirAvisos(page)
    await expect(main(page).getByRole('list', { name: 'Avisos do cartão ponto' })).toBeVisible()
    await axe({ include: 'main section[aria-label="Seleção do cartão ponto"]' })
    await axe({ include: 'main section[aria-label="Funcionário e ações"]' })
    await axe({ include: 'main ul[aria-label="Avisos do cartão ponto"]' })
    await axe({ include: 'main ul[aria-label="Aceites pendentes"]' })
    await axe({ include: 'main button[aria-controls][aria-expanded]' })
    await main(page).getByRole('button', { name: 'Filtrar' }).click()
    await expect(page.getByRole('dialog', { name: 'Filtrar funcionários' }).getByRole('combobox', { name: 'Empresa' })).toBeVisible()
    await axe({ include: '[role="dialog"]' })
  })

  test("[TC-035][TC-028] a filter without employees says so", async ({ loginAs, page }) => {
    await loginAs('rh', '/manutencao')
    await main(page).getByRole('button', { name: 'Filtrar' }).click()
    const dialog = page.getByRole('dialog', { name: 'Filtrar funcionários' })
    await dialog.getByRole('combobox', { name: 'Classe' }).fill('Vereador')
    await page.getByRole('option', { name: 'Vereador' }).click()
    await dialog.getByRole('radio', { name: 'Demitidos' }).check()
    await dialog.getByRole('button', { name: 'Aplicar' }).click()
    await expect(page).toHaveURL(/classe=15/)
    await expect(page).toHaveURL(/ativo=false/)
    await expect(main(page).getByText('Nao foram encontrados funcionarios para o filtro selecionado!')).toBeVisible()
    await expect(proximo(page)).toBeDisabled()
    await expect(anterior(page)).toBeDisabled()
  })
})

test.describe('card header', () => {
  test('[TC-007][TC-008] a spinner while loading; a failure shows under the title and stops it', async ({ loginAs, page }) => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route((url) => isCartao(url), async (route) => {
      await held
      await route.fulfill({ status: 500, json: springError(500, '/api/cartaoponto', 'Falha ao calcular o cartao') })
    })
    await loginAs('rh', '/manutencao/13/1')
    await expect(main(page).getByRole('status', { name: 'Carregando cartão ponto...' })).toBeVisible()
    release()
    await expect(main(page).getByRole('alert')).toContainText('Falha ao calcular o cartao')
    await expect(main(page).getByRole('status', { name: 'Carregando cartão ponto...' })).toHaveCount(0)
    await expect(grade(page)).toHaveCount(0)
  })

  test('[TC-041][TC-042][TC-052][TC-055][TC-057][TC-058] employee link and banners follow the response', async ({ loginAs, page }) => {
    const card = await cardResponse(page, '13/1', () => loginAs('rh', '/manutencao/13/1'))
    await expect(funcionarioLink(page, 'Fernanda Funcionária')).toHaveAttribute('href', '/funcionario/1/dashboard')
    await expect(main(page).getByRole('img', { name: 'Funcionário com pendências' })).toHaveCount(card.funcionario.inconsistente ? 1 : 0)
    // TC-052: the days in error are announced in view, outside the folded banners.
    await expect(main(page).getByText('Ha erros nos registros. Verifique!')).toBeVisible()
    await abrirAvisos(page)
    const avisos = main(page).getByRole('list', { name: 'Avisos do cartão ponto' })
    expect(card.observacao).toBeTruthy()
    await expect(avisos.getByText(card.observacao!)).toBeVisible()
    const hoje = card.manutencaoDTO.hoje!
    const previsao = avisos.getByRole('listitem').filter({ hasText: 'Previsao de Saida:' })
    await expect(previsao).toContainText(`Previsao de Saida: ${hoje.previsaoSaida}`)
    await expect(previsao).toContainText(hoje.marcacoesAtuais.map((m) => m.hora).join(' '))
  })

  test('[TC-043][TC-044] the espelho do ponto opens as a PDF of the employee, issued by the user', async ({ loginAs, page }) => {
    await loginAs('rh', '/manutencao/13/1')
    await expect(funcionarioLink(page, 'Fernanda Funcionária')).toBeVisible()
    const [response, popup] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/api/funcionarios/1/competencia/13/espelho-ponto'),
      arquivoAberto(page),
      main(page).getByRole('button', { name: 'Imprimir espelho do ponto' }).click(),
    ])
    expect(new URL(response.url()).searchParams.get('emissor')).toBe('Rita Recursos Humanos')
    expect(response.headers()['content-type']).toContain('application/pdf')
    // What the new tab shows: the PDF behind its object URL.
    const pdf = await popup.bytes()
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(textoDoPdf(pdf).join(' ')).toContain('Fernanda Funcionária')
  })

  test('[TC-045] print for checking posts the competence period and opens the file', async ({ loginAs, page }) => {
    await loginAs('rh', '/manutencao/13/1')
    await expect(funcionarioLink(page, 'Fernanda Funcionária')).toBeVisible()
    const [request, popup] = await Promise.all([
      page.waitForRequest((r) => new URL(r.url()).pathname === '/api/acoes-lote/cartao-ponto' && r.method() === 'POST'),
      arquivoAberto(page),
      main(page).getByRole('button', { name: 'Imprimir para conferência' }).click(),
    ])
    expect(new URL(request.url()).searchParams.get('ordem')).toBe('nome')
    expect(request.postDataJSON()).toEqual({ tipoRelatorio: 'cartao-ponto', dataInicial: '2026-11-01', dataFinal: '2026-11-30', funcionarios: [1] })
    expect(popup.url).toMatch(/^blob:/)
  })

  test('[TC-046][TC-047][TC-048][TC-049][TC-051] rh locks and unlocks the record; recalculation waits for the unlock', async ({ loginAs, page }) => {
    await loginAs('rh', '/manutencao/13/1')
    await expect(funcionarioLink(page, 'Fernanda Funcionária')).toBeVisible()
    const recalcular = main(page).getByRole('button', { name: 'Recalcular' })
    const recalculo = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/registros/recalcular/13/1')
    const recarga = page.waitForRequest((r) => isCartao(new URL(r.url())) && cardOf(r) === '13/1')
    await recalcular.click()
    await recalculo
    await recarga
    await expect(recalcular).toBeEnabled()

    const lock = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/bloqueio-registro/13/1')
    await main(page).getByRole('button', { name: 'Bloquear edição' }).click()
    await lock
    await expect(main(page).getByRole('button', { name: 'Desbloquear edição' })).toBeVisible()
    await expect(recalcular).toBeDisabled()
    await page.reload()
    await expect(main(page).getByRole('button', { name: 'Desbloquear edição' })).toBeVisible()

    const unlock = page.waitForRequest((r) => r.method() === 'DELETE' && new URL(r.url()).pathname === '/api/bloqueio-registro/13/1')
    await main(page).getByRole('button', { name: 'Desbloquear edição' }).click()
    await unlock
    await expect(main(page).getByRole('button', { name: 'Bloquear edição' })).toBeVisible()
    await expect(recalcular).toBeEnabled()
  })

  test('[TC-044][TC-050][TC-202] a supervisor may print but neither lock nor recalculate', async ({ loginAs, page }) => {
    await loginAs('supervisor', '/manutencao/13/1')
    await expect(funcionarioLink(page, 'Fernanda Funcionária')).toBeVisible()
    await expect(main(page).getByRole('button', { name: 'Imprimir espelho do ponto' })).toBeVisible()
    await expect(main(page).getByRole('button', { name: /bloquear edição/i })).toHaveCount(0)
    await expect(main(page).getByRole('button', { name: 'Recalcular' })).toHaveCount(0)
  })
})

test.describe('the employee and the acceptance', () => {
  test('[TC-059][TC-060][TC-061][TC-062][TC-063][TC-064] Fernanda lands on her card, views October and accepts it', async ({ loginAs, page }) => {
    await loginAs('funcionario', '/manutencao')
    await expect(page).toHaveURL(/\/manutencao\/13\/1$/)
    await expect(main(page).getByText('100001 - Fernanda Funcionária')).toBeVisible()
    await expect(funcionarioPicker(page)).toHaveCount(0)
    await expect(main(page).getByRole('button', { name: 'Filtrar' })).toHaveCount(0)

    // Awaiting acceptance asks the employee to act: it stays in view, outside the folded banners.
    const pendente = main(page).getByRole('list', { name: 'Aceites pendentes' }).getByRole('listitem').filter({ hasText: '10/2026 aguardando aceite' })
    await expect(pendente.getByRole('button', { name: 'Aceite' })).toHaveCount(0)
    await pendente.getByRole('button', { name: 'Visualizar' }).click()
    await expect(page).toHaveURL(/\/manutencao\/12\/1$/)
    await expect(main(page).getByText(/Competência 10\/2026 \(/)).toBeVisible()

    await pendente.getByRole('button', { name: 'Aceite' }).click()
    const prompt = page.getByRole('alertdialog', { name: 'Deseja realmente executar o aceite do cartao ponto?' })
    await expect(prompt.getByRole('button', { name: 'Nao' })).toBeFocused()
    const [aceite] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/aceites'),
      prompt.getByRole('button', { name: 'Sim' }).click(),
    ])
    expect(aceite.postDataJSON()).toEqual({ funcionarioId: 1, competenciaId: 12 })
    await expect(main(page).getByText('Aceite executado com sucesso!')).toBeVisible()
    await expect(pendente).toHaveCount(0)
    await page.reload()
    await expect(main(page).getByText(/Competência 10\/2026 \(/)).toBeVisible()
    await expect(main(page).getByText(/aguardando aceite/)).toHaveCount(0)
  })
})
