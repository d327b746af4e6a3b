import type { Browser, Page } from '@playwright/test'
import { arquivoAberto } from './fixtures/arquivo.ts'
import { loginAs as entrar } from './fixtures/auth.ts'
import { recordRequests, springError } from './fixtures/network.ts'
import type { Persona } from './fixtures/personas.ts'
import { DB_HEADER, expect, test } from './fixtures/test.ts'

// PONTO_TODAY=2026-11-16: competence 13 is 11/2026; Fernanda (1), FIXO 08-12/13-17 (mock/timecard/scenarios.ts):
// 2026-11-10 without the 17:00 exit (odd punches); 2026-11-13 request 1 PENDENTE 'incluir 08:02' (entry missing).
// The seed has 13 requests: a new one is nº 14.

const CARTAO = '/manutencao/13/1'
const main = (page: Page) => page.getByRole('main')
const grade = (page: Page) => page.getByRole('region', { name: 'Cartão ponto' })
const dia = (page: Page, data: string) => grade(page).getByTestId(`dia-${data}`)
const situacao = (page: Page) => main(page).getByRole('status', { name: 'Situação da solicitação' })

/** Another person in their own browser, on this test's database. */
async function outraPessoa(browser: Browser, dbKey: string, who: Persona, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { [DB_HEADER]: dbKey } })
  const page = await context.newPage()
  await entrar(page, who, path)
  return page
}

async function abrirCartao(page: Page, data: string) {
  await page.goto(CARTAO)
  await expect(dia(page, data)).toBeVisible()
}

test('[REQ-014][REQ-010][REQ-011][REQ-015][REQ-016] Fernanda asks for the missing exit from her card; HR approves it; the card shows the punch with the request', async ({
  page,
  loginAs,
  browser,
  dbKey,
}) => {
  await loginAs('funcionario', CARTAO)
  await expect(grade(page).getByRole('rowheader').first()).toBeVisible()
  await grade(page).getByRole('button', { name: 'Ações do dia 10/11' }).click()
  await page.getByRole('menuitem', { name: 'Solicitar inclusão de marcação' }).click()

  await expect(page).toHaveURL(/\/solicitacao\/new\?/)
  const query = new URL(page.url()).searchParams
  expect(Object.fromEntries(query)).toMatchObject({ data: '2026-11-10', funcionario: '1' })
  const form = main(page).getByRole('form', { name: 'Solicitação' })
  await expect(form.getByLabel('Data inicial')).toHaveValue('10/11/2026')
  await expect(form.getByLabel('Data final')).toHaveValue('10/11/2026')
  await expect(form).toContainText('Fernanda Funcionária')
  await expect(form).toContainText('Incluir marcação')
  // REQ-007: the type brought its reason
  await expect(form).toContainText('Esquecimento de marcação')

  await form.getByRole('button', { name: 'Salvar' }).click()
  await expect(form.getByText('Preenchimento do horario e obrigatorio')).toBeVisible()
  await form.getByLabel('Horário').fill('1700')
  await form.getByLabel('Observação').fill('Esqueci de registrar a saída.')
  await form.getByRole('button', { name: 'Salvar' }).click()

  await expect(page).toHaveURL(/\/solicitacao\/14\/dashboard$/)
  await expect(main(page).getByRole('heading', { name: 'Solicitação nº 14' })).toBeVisible()
  await expect(situacao(page)).toHaveText('Pendente')
  await expect(main(page).getByRole('link', { name: 'Deferir / Indeferir' })).toHaveCount(0)

  // HR (another browser) finds it among the requests to approve (REQ-015) and approves it (REQ-016)
  const rh = await outraPessoa(browser, dbKey, 'rh', '/solicitacao/escopo/PARA_DEFERIMENTO')
  await expect(main(rh).getByRole('link', { name: 'Para deferimento' })).toHaveAttribute('aria-current', 'page')
  const linha = main(rh).getByTestId('solicitacao-14')
  await expect(linha).toContainText('Fernanda Funcionária')
  await expect(linha).toContainText('Incluir marcação')
  await linha.getByRole('link', { name: 'Deferir / Indeferir a solicitação nº 14' }).click()
  await expect(rh).toHaveURL(/\/solicitacao\/14\/aprovacao$/)
  await main(rh).getByLabel('Observação do aprovador').fill('De acordo.')
  await main(rh).getByRole('button', { name: 'Deferir', exact: true }).click()
  await expect(situacao(rh)).toHaveText('Deferida')
  await expect(main(rh)).toContainText('10/11/2026: Marcação incluída 17:00')
  await expect(main(rh).getByRole('button', { name: 'Deferir', exact: true })).toHaveCount(0)

  await main(rh).getByRole('link', { name: 'Abrir no cartão ponto' }).click()
  await expect(grade(rh).getByRole('cell', { name: 'Saída 2 de 10/11: 17:00 (incluída)' })).toBeVisible()
  await dia(rh, '2026-11-10').getByRole('link', { name: 'Solicitação nº 14' }).click()
  await expect(rh).toHaveURL(/\/solicitacao\/14\/dashboard$/)
  await rh.context().close()

  // Fernanda's card has it too
  await abrirCartao(page, '2026-11-10')
  await expect(grade(page).getByRole('cell', { name: 'Saída 2 de 10/11: 17:00 (incluída)' })).toBeVisible()
  await expect(dia(page, '2026-11-10').getByRole('link', { name: 'Solicitação nº 14' })).toBeVisible()
})

test('[REQ-016] a card read answered before the approval but received after it is read again: the card shows the punch', async ({
  page,
  loginAs,
}) => {
  // The approval page reads the employee's card; the server answers that read, then HR approves, and the answer
  // reaches the browser only after the approval's own.
  let lido: () => void = () => {}
  const cartaoLido = new Promise<void>((resolve) => (lido = resolve))
  const deferida = page.waitForResponse((response) => response.url().endsWith('/solicitacao/1/deferir'))
  await page.route(
    (url) => url.pathname === '/api/cartaoponto',
    async (route) => {
      const antesDaDecisao = await route.fetch()
      lido()
      await deferida
      await route.fulfill({ response: antesDaDecisao })
    },
    { times: 1 },
  )
  await loginAs('rh', '/solicitacao/1/aprovacao')
  await cartaoLido
  await main(page).getByRole('button', { name: 'Deferir', exact: true }).click()
  await expect(situacao(page)).toHaveText('Deferida')

  await main(page).getByRole('link', { name: 'Abrir no cartão ponto' }).click()
  await expect(grade(page).getByRole('cell', { name: 'Entrada 1 de 13/11: 08:02 (incluída)' })).toBeVisible()
})

test('[REQ-013][REQ-016][REQ-011] reversing an approved request removes the punch it had added', async ({ page, loginAs }) => {
  await loginAs('rh', '/solicitacao/1/aprovacao')
  await expect(situacao(page)).toHaveText('Pendente')
  await main(page).getByRole('button', { name: 'Deferir', exact: true }).click()
  await expect(situacao(page)).toHaveText('Deferida')

  await abrirCartao(page, '2026-11-13')
  await expect(grade(page).getByRole('cell', { name: 'Entrada 1 de 13/11: 08:02 (incluída)' })).toBeVisible()
  await expect(dia(page, '2026-11-13').getByRole('link', { name: 'Solicitação nº 1' })).toBeVisible()

  await page.goto('/solicitacao/1/dashboard')
  await main(page).getByRole('link', { name: 'Estornar' }).click()
  await expect(page).toHaveURL(/\/solicitacao\/1\/estorno$/)
  await main(page).getByLabel('Observação do aprovador').fill('Deferida por engano.')
  await main(page).getByRole('button', { name: 'Estornar' }).click()
  const confirmacao = page.getByRole('alertdialog')
  await expect(confirmacao.getByRole('button', { name: 'Nao' })).toBeFocused()
  await confirmacao.getByRole('button', { name: 'Sim' }).click()
  await expect(situacao(page)).toHaveText('Estornada')
  await expect(main(page)).toContainText('Deferida por engano.')
  await expect(main(page).getByRole('button', { name: 'Estornar' })).toHaveCount(0)

  await abrirCartao(page, '2026-11-13')
  await expect(grade(page).getByRole('cell', { name: /^Entrada 1 de 13\/11: 08:02/ })).toHaveCount(0)
  await expect(dia(page, '2026-11-13').getByRole('link', { name: 'Solicitação nº 1' })).toHaveCount(0)
  await expect(dia(page, '2026-11-13')).toContainText('Numero impar de marcacoes!')
})

test('[REQ-012] the responsible manager rejects a request: only its status changes', async ({ page, loginAs }) => {
  await loginAs('responsavel', '/solicitacao/escopo/PARA_DEFERIMENTO')
  await main(page).getByTestId('solicitacao-1').getByRole('link', { name: 'Deferir / Indeferir a solicitação nº 1' }).click()
  await main(page).getByLabel('Observação do aprovador').fill('Sem comprovação.')
  await main(page).getByRole('button', { name: 'Indeferir' }).click()
  await expect(situacao(page)).toHaveText('Indeferida')
  await expect(main(page)).toContainText('A solicitação não alterou o cartão ponto.')

  await page.goto('/solicitacao/escopo/PARA_DEFERIMENTO')
  await expect(main(page).getByRole('table', { name: 'Solicitações' })).toBeVisible()
  await expect(main(page).getByTestId('solicitacao-1')).toHaveCount(0)
  await abrirCartao(page, '2026-11-13')
  await expect(dia(page, '2026-11-13')).toContainText('Numero impar de marcacoes!')
})

test('[REQ-015][REQ-011] the responsible manager opens the requests to approve from the menu and approves two of them at once', async ({
  page,
  loginAs,
  axe,
}) => {
  await loginAs('responsavel')
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Solicitações' }).click()
  await expect(page).toHaveURL(/\/solicitacao\/escopo\/PARA_DEFERIMENTO$/)
  await expect(main(page).getByRole('link', { name: 'Para deferimento' })).toHaveAttribute('aria-current', 'page')
  const tabela = main(page).getByRole('table', { name: 'Solicitações' })
  await expect(tabela.locator('tbody tr')).toHaveCount(5)

  await tabela.getByRole('checkbox', { name: 'Selecionar a solicitação nº 1' }).check()
  await tabela.getByRole('checkbox', { name: 'Selecionar a solicitação nº 5' }).check()
  await main(page).getByRole('button', { name: 'Deferir selecionadas', exact: true }).click()
  const dialogo = page.getByRole('dialog', { name: 'Deferir 2 solicitações' })
  const linha = (id: number) => dialogo.getByRole('listitem', { name: `Solicitação nº ${id}` })
  await expect(linha(5)).toContainText('Abono por atestado médico')
  await expect(linha(5)).toContainText('abona 13/11 (Atestado médico)')
  await expect(linha(1)).toContainText('Fernanda Funcionária')
  await expect(linha(1)).toContainText('inclui marcação 08:02 em 13/11')
  await axe()

  await dialogo.getByRole('button', { name: 'Confirmar deferimento' }).click()
  await expect(dialogo.getByText('2 solicitações deferidas.')).toBeVisible()
  await dialogo.getByRole('button', { name: 'Fechar' }).click()
  await expect(tabela.locator('tbody tr')).toHaveCount(3)
  await expect(main(page).getByTestId('solicitacao-1')).toHaveCount(0)
  await expect(main(page).getByTestId('solicitacao-5')).toHaveCount(0)
})

test('[REQ-003][REQ-002][REQ-004] Fernanda sees her own requests by default and filters them; she cannot approve', async ({
  page,
  loginAs,
}) => {
  await loginAs('funcionario', '/solicitacao')
  const tabela = main(page).getByRole('table', { name: 'Solicitações' })
  await expect(tabela.getByRole('row')).toHaveCount(4)
  await expect(tabela.locator('tbody tr').filter({ hasNotText: 'Fernanda Funcionária' })).toHaveCount(0)
  await expect(main(page).getByRole('navigation', { name: 'Escopo' })).toHaveCount(0)
  await expect(main(page).getByRole('link', { name: /Deferir/ })).toHaveCount(0)

  await main(page).getByLabel('Situação').click()
  await page.getByRole('option', { name: 'Indeferida' }).click()
  await expect(tabela.getByRole('row')).toHaveCount(2)
  await expect(tabela).toContainText('Compensar banco de horas')

  await page.goto('/solicitacao/escopo/PARA_DEFERIMENTO')
  await expect(main(page)).toContainText('Sem permissao de acesso a tela.')
})

test('[REQ-005][REQ-004] typing in the search sends one call, 500 ms after the last key', async ({ page, loginAs }) => {
  await loginAs('rh', '/solicitacao/escopo/TODOS')
  const tabela = main(page).getByRole('table', { name: 'Solicitações' })
  await expect(tabela.getByRole('row')).not.toHaveCount(0)
  const chamadas = recordRequests(page, (url) => url.pathname === '/api/solicitacao')
  await main(page).getByLabel('Pesquisar').pressSequentially('fernanda', { delay: 60 })
  await expect(tabela.getByRole('row')).toHaveCount(4)
  expect(chamadas.map((r) => Object.fromEntries(new URL(r.url()).searchParams))).toEqual([
    { page: '0', size: '20', search: 'fernanda', escopo: 'TODOS' },
  ])

  const dataInicial = main(page).getByLabel('Data inicial')
  await dataInicial.fill('2026-11-01')
  await expect(tabela.getByRole('row')).toHaveCount(2)
  await expect(tabela).toContainText('13/11/2026')
})

test('[REQ-006] a failed list shows the error the server sent', async ({ page, loginAs }) => {
  await page.route('**/api/solicitacao?**', (route) =>
    route.fulfill({ status: 500, json: springError(500, '/api/solicitacao', 'Falha ao consultar as solicitações.') }),
  )
  await loginAs('funcionario', '/solicitacao')
  await expect(main(page).getByRole('alert')).toContainText('Falha ao consultar as solicitações.')
})

test('[REQ-010] Fernanda changes and deletes her pending request', async ({ page, loginAs }) => {
  await loginAs('funcionario', '/solicitacao/1/dashboard')
  await expect(situacao(page)).toHaveText('Pendente')
  await main(page).getByRole('link', { name: 'Editar' }).click()
  const form = main(page).getByRole('form', { name: 'Solicitação' })
  await expect(form.getByLabel('Horário')).toHaveValue('08:02')
  await form.getByLabel('Horário').fill('0805')
  await form.getByRole('button', { name: 'Salvar' }).click()
  await expect(page).toHaveURL(/\/solicitacao\/1\/dashboard$/)
  await expect(main(page)).toContainText('08:05')

  await main(page).getByRole('button', { name: 'Excluir' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sim' }).click()
  await expect(page).toHaveURL(/\/solicitacao$/)
  await expect(main(page).getByRole('table', { name: 'Solicitações' }).getByRole('row')).toHaveCount(3)
})

test('Fernanda attaches a medical certificate to her abono; the responsible manager opens it on the approval screen', async ({
  page,
  loginAs,
  browser,
  dbKey,
}) => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1')
  await loginAs('funcionario', '/solicitacao/new?data=2026-11-10&tipoSolicitacao=3')
  const form = main(page).getByRole('form', { name: 'Solicitação' })
  await expect(form).toContainText('Abono por atestado médico')
  await form
    .getByLabel('Atestado (PDF, JPEG ou PNG, até 5 MB)')
    .setInputFiles({ name: 'atestado.pdf', mimeType: 'application/pdf', buffer: pdf })
  await form.getByRole('button', { name: 'Salvar' }).click()
  await expect(page).toHaveURL(/\/solicitacao\/14\/dashboard$/)

  const gerente = await outraPessoa(browser, dbKey, 'responsavel', '/solicitacao/14/aprovacao')
  const deferimento = main(gerente).getByRole('region', { name: 'Deferimento' })
  await expect(deferimento.getByText(`Atestado: atestado.pdf (${pdf.length} bytes)`)).toBeVisible()
  const [resposta, aberto] = await Promise.all([
    gerente.waitForResponse((r) => new URL(r.url()).pathname === '/api/solicitacao/14/anexo'),
    arquivoAberto(gerente),
    deferimento.getByRole('button', { name: 'Abrir atestado' }).click(),
  ])
  expect(resposta.headers()['content-type']).toBe('application/pdf')
  expect(resposta.headers()['content-disposition']).toContain('filename="atestado.pdf"')
  expect(await aberto.bytes()).toEqual(pdf)
  await gerente.context().close()
})

test('the request screens have no axe violation', async ({ page, loginAs, axe }) => {
  await loginAs('rh', '/solicitacao/escopo/TODOS')
  await expect(main(page).getByRole('table', { name: 'Solicitações' })).toBeVisible()
  await axe()
  await page.goto('/solicitacao/new?data=2026-11-10&funcionario=1&tipoSolicitacao=2')
  await expect(main(page).getByRole('form', { name: 'Solicitação' })).toContainText('Compensar banco de horas')
  await axe()
  await page.goto('/solicitacao/1/aprovacao')
  await expect(situacao(page)).toHaveText('Pendente')
  await axe()
})
