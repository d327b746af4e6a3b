import type { Browser, Page } from '@playwright/test'
import { loginAs as entrar } from './fixtures/auth.ts'
import type { Persona } from './fixtures/personas.ts'
import { DB_HEADER, expect, test } from './fixtures/test.ts'

// PONTO_TODAY=2026-11-16. Fernanda (1), FIXO 08-12/13-17: 2026-11-10 has 08:00, 12:00 and 13:00 (no exit);
// 2026-11-13 has 12:00, 13:00 and 17:00, and request 1 (PENDENTE) asks to include its 08:02 entry. A new request is nº 14.

const main = (page: Page) => page.getByRole('main')
const situacao = (page: Page) => main(page).getByRole('status', { name: 'Situação da solicitação' })
const diaEmVista = (page: Page, data: string) =>
  main(page).getByRole('region', { name: 'Dia solicitado no cartão ponto' }).getByRole('listitem', { name: `Dia ${data}` })
/** The figure of a day in view, by its label ('Marcações', 'Total trabalhado', 'Tratamentos'). */
const valor = (dia: ReturnType<typeof diaEmVista>, rotulo: string) =>
  dia.locator('div').filter({ has: dia.page().locator('dt', { hasText: rotulo }) }).locator('dd')
const proximaPendente = (page: Page) => main(page).getByRole('navigation', { name: 'Próxima pendente' })
const duplicidade = (page: Page) => main(page).getByRole('note', { name: 'Possível duplicidade' })

/** Another person in their own browser, on this test's database. */
async function outraPessoa(browser: Browser, dbKey: string, who: Persona, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: { [DB_HEADER]: dbKey } })
  const page = await context.newPage()
  await entrar(page, who, path)
  return page
}

test('[REQ-016][REQ-011][REQ-012] HR approves a punch seeing the day, is warned of a duplicate, rejects it with a reason Fernanda reads', async ({
  page,
  loginAs,
  browser,
  dbKey,
  axe,
}) => {
  // Fernanda asks for an 08:03 entry on 10/11, a day that already has the 08:00 one.
  const fernanda = await outraPessoa(browser, dbKey, 'funcionario', '/solicitacao/new?data=2026-11-10&funcionario=1&tipoSolicitacao=1')
  const form = main(fernanda).getByRole('form', { name: 'Solicitação' })
  await expect(form).toContainText('Incluir marcação')
  await form.getByLabel('Horário').fill('0803')
  await form.getByRole('button', { name: 'Salvar' }).click()
  await expect(fernanda).toHaveURL(/\/solicitacao\/14\/dashboard$/)

  // HR opens Fernanda's pending requests and the first one: the day as the card has it now.
  await loginAs('rh', '/solicitacao/escopo/PARA_DEFERIMENTO?search=fernanda')
  const tabela = main(page).getByRole('table', { name: 'Solicitações' })
  await expect(tabela.locator('tbody tr')).toHaveCount(2)
  await tabela.getByRole('link', { name: 'Deferir / Indeferir a solicitação nº 1', exact: true }).click()
  await expect(page).toHaveURL(/\/solicitacao\/1\/aprovacao\?search=fernanda$/)
  const dia13 = diaEmVista(page, '13/11/2026')
  await expect(valor(dia13, 'Marcações')).toHaveText('12:00 – 13:00; 17:00 – --:--')
  await expect(valor(dia13, 'Total trabalhado')).toHaveText('01:00')
  await expect(valor(dia13, 'Tratamentos')).toHaveText('Nenhum tratamento')
  await expect(dia13).toContainText('Numero impar de marcacoes!')
  await expect(duplicidade(page)).toHaveCount(0)

  await main(page).getByRole('button', { name: 'Deferir', exact: true }).click()
  await expect(situacao(page)).toHaveText('Deferida')
  await expect(valor(dia13, 'Marcações')).toHaveText('08:02 – 12:00; 13:00 – 17:00')
  await expect(valor(dia13, 'Total trabalhado')).toHaveText('07:58')
  await expect(valor(dia13, 'Tratamentos')).toHaveText('Esquecimento de marcação (solicitação nº 1)')

  // The next pending request of the same list: Fernanda's new one, which would repeat the 08:00 entry.
  await expect(proximaPendente(page)).toContainText('nº 14, Fernanda Funcionária, 10/11/2026, Incluir marcação')
  await proximaPendente(page).getByRole('link', { name: 'Próxima pendente' }).click()
  await expect(page).toHaveURL(/\/solicitacao\/14\/aprovacao\?search=fernanda$/)
  await expect(valor(diaEmVista(page, '10/11/2026'), 'Marcações')).toHaveText('08:00 – 12:00; 13:00 – --:--')
  await expect(duplicidade(page)).toHaveText('Já existe a marcação 08:00 neste dia, a 3 minutos da solicitada.')
  await expect(main(page).getByRole('button', { name: 'Deferir', exact: true })).toHaveAccessibleDescription(
    'Já existe a marcação 08:00 neste dia, a 3 minutos da solicitada.',
  )
  await axe()

  // Rejecting asks for the reason first.
  await main(page).getByRole('button', { name: 'Indeferir' }).click()
  await expect(main(page).getByText('Informe o motivo do indeferimento.')).toBeVisible()
  await expect(main(page).getByLabel('Observação do aprovador')).toBeFocused()
  await expect(situacao(page)).toHaveText('Pendente')
  await main(page).getByLabel('Observação do aprovador').fill('Duplicada: a entrada das 08:00 já está no cartão.')
  await main(page).getByRole('button', { name: 'Indeferir' }).click()
  await expect(situacao(page)).toHaveText('Indeferida')
  await expect(proximaPendente(page)).toHaveText('Não há outra solicitação pendente para decidir.')

  // Fernanda reads why.
  await fernanda.reload()
  await expect(situacao(fernanda)).toHaveText('Indeferida')
  await expect(main(fernanda).getByRole('definition').filter({ hasText: 'Duplicada:' })).toHaveText(
    'Duplicada: a entrada das 08:00 já está no cartão.',
  )
  await expect(main(fernanda).getByText('Motivo do indeferimento')).toBeVisible()
  await fernanda.context().close()
})
