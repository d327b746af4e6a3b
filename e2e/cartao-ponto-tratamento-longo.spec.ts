import { expect, test } from './fixtures/test.ts'

// PONTO_TODAY=2026-11-16, competence 13 (11/2026). Employee 2's card fits a 1366 px screen with the rail menu; QA's
// case (card 13/71) was a day given a long treatment, here put into the card the server answers.
const OBSERVACAO = 'Tratamento de canal – atestado entregue em 19/11'
const TRATAMENTO = {
  id: 999001, hora: '08:00', ocorrencia: 'I', motivo: { id: 1, descricao: 'Atestado odontológico QA' }, prefixo: 'AB', bancoDias: null,
  observacao: OBSERVACAO, movimentacao: false, solicitacaoId: null, acaoLoteId: null, justificativa: 'Abono', tipoJustificativa: 'ABONO',
}

test('[TC-083] at 1366×768 a long treatment is cut to two lines with the whole text in its title, without a sideways scroll', async ({ page, loginAs }) => {
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.route('**/api/cartaoponto?*', async (route) => {
    const url = new URL(route.request().url())
    if (route.request().method() !== 'GET' || url.searchParams.get('funcionarioId') !== '2') return route.continue()
    const resposta = await route.fetch()
    const cartao = await resposta.json()
    cartao.manutencaoDTO.registros['2026-11-19'].registro.tratamentos = [TRATAMENTO]
    await route.fulfill({ response: resposta, json: cartao })
  })
  await loginAs('rh', '/manutencao/13/2')
  const grade = page.getByRole('region', { name: 'Cartão ponto', exact: true })
  const tratamento = grade.getByTestId('tratamento-999001')
  await expect(tratamento).toBeVisible()
  await expect(tratamento.getByTitle(`08:00 [AB] Atestado odontológico QA — ${OBSERVACAO}`)).toBeVisible()
  await expect.poll(() => grade.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0)
  await expect(grade).toHaveAttribute('data-rolagem', 'pagina')
  // Two lines of text and a line of actions (alter, remove): far from the ~150 px of a text wrapped word by word.
  expect((await grade.getByTestId('dia-2026-11-19').boundingBox())!.height).toBeLessThan(80)
})
