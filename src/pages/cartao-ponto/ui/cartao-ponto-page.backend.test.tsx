import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderRotas, usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { rotaCartao } from '../model/testing/rota-cartao'

/**
 * TC-204..TC-217 as the user sees them: the real time card page, routed as /manutencao/{competencia}/{funcionario},
 * against the real mock handlers as the HR persona, "today" pinned to 2026-11-16 (competence 13 = 11/2026, 12 = 10/2026).
 * The loaded payload itself is checked field by field in src/entities/cartao-ponto/api/cartao-ponto.contrato.test.ts.
 */

const app = usarAppNoMock('rh')

/** Opens the card of an employee in a competence and waits until the grid shows it, then its totals (drawn after it). */
async function abrirCartao(funcionarioId: number, competenciaId: number, nome: string) {
  const router = renderRotas(app(), (root) => [rotaCartao(root)], `/manutencao/${competenciaId}/${funcionarioId}`)
  const grade = await screen.findByRole('region', { name: 'Cartão ponto' }, { timeout: 15_000 })
  expect(within(grade).getByRole('table')).toHaveAccessibleName(new RegExp(`^Cartão ponto de ${nome}, competência`))
  await screen.findByRole('region', { name: 'Resumo da competência' }, { timeout: 15_000 })
  return router
}

const regiao = (nome: string) => screen.getByRole('region', { name: nome })
/** The headers as screen readers name them (an empty column shows an abbreviation hidden from them). */
const cabecalhos = () =>
  Array.from(document.querySelectorAll('[role="region"][aria-label="Cartão ponto"] thead th'), (th) =>
    Array.from(th.childNodes, (no) => (no instanceof HTMLElement && no.getAttribute('aria-hidden') === 'true' ? '' : no.textContent)).join(''),
  )
/** Unfolds the banners summed up in one line ('4 avisos'). */
const abrirAvisos = (quantos: number) => userEvent.setup().click(screen.getByRole('button', { name: `${quantos} avisos` }))
const linhaDoDia = (data: string) => screen.getByTestId(`dia-${data}`)
/** The cell of a day under a column of the grid (DOM lookups: role queries over ~900 cells are slow in jsdom). */
function celula(data: string, coluna: string): HTMLElement {
  const indice = cabecalhos().indexOf(coluna)
  expect(indice, coluna).toBeGreaterThan(0)
  return linhaDoDia(data).querySelectorAll<HTMLElement>(':scope > td')[indice - 1]!
}
/** A punch slot, by its accessible name (`Entrada 2 de 12/11: 13:00 (incluída)`). */
function slot(data: string, id: string, nome: string): HTMLElement {
  const celulaDoSlot = screen.getByTestId(`marcacao-${data}-${id}`)
  expect(celulaDoSlot).toHaveAccessibleName(nome)
  return celulaDoSlot
}
/** label → value of the month summary. */
function figuras(): Record<string, string> {
  const termos = within(regiao('Resumo da competência')).getAllByRole('term')
  return Object.fromEntries(termos.map((dt) => [dt.textContent ?? '', dt.nextElementSibling?.textContent ?? '']))
}
const linhas = (tile: string) =>
  within(regiao(tile)).getAllByRole('row').slice(1).map((tr) => within(tr).getAllByRole('cell').map((td) => td.textContent))

/** The whole card page over the real handlers: slow on a shared, loaded machine. */
describe('the time card page against the mock backend', { timeout: 60_000 }, () => {
  it('[TC-204][TC-207][TC-217] shows who and which month, the notes line, today\'s predicted exit and punches, and the pending acceptance', async () => {
    await abrirCartao(1, 13, 'Fernanda Funcionária')
    const cabecalho = regiao('Funcionário e ações')
    // The card's filter goes along (the employee page's route leaves its defaults out of the URL).
    expect(within(cabecalho).getByRole('link', { name: /Fernanda Funcionária/ })).toHaveAttribute('href', expect.stringMatching(/^\/funcionario\/1\/dashboard(\?|$)/))
    expect(cabecalho).toHaveTextContent('Competência 11/2026 (01/11/2026 a 30/11/2026)')
    expect(cabecalho).not.toHaveTextContent('Edição bloqueada')
    const aceites = within(screen.getByRole('list', { name: 'Aceites pendentes' }))
    const aceite = aceites.getByText('Cartão ponto de 10/2026 aguardando aceite.').closest('li')!
    await abrirAvisos(2)
    const avisos = within(screen.getByRole('list', { name: 'Avisos do cartão ponto' }))
    expect(avisos.getByText('Conferir o saldo do banco de horas antes do fechamento.')).toBeVisible()
    const hoje = avisos.getByText('Previsao de Saida:').closest('li')
    expect(hoje).toHaveTextContent('Previsao de Saida: 17:00')
    expect(hoje).toHaveTextContent('Marcações de hoje: 08:00 11:58')
    expect(within(aceite).getByRole('button', { name: 'Visualizar' })).toBeVisible()
    // Fernanda may do overtime (exibirHorasExtrasCalculadas false); HR sees pairs 3 and 4 anyway.
    expect(cabecalhos()).not.toContain('Extra Calculada')
    expect(cabecalhos()).toEqual(expect.arrayContaining(['Entrada 3', 'Saída 4', 'Carga Horária']))
  })

  it('[TC-205][TC-209][TC-210][TC-211] the grid: one row per day record, the day errors, the figures, the punches and the treatments', async () => {
    await abrirCartao(1, 13, 'Fernanda Funcionária')
    expect(document.querySelectorAll('[role="region"][aria-label="Cartão ponto"] tbody th[scope="row"]')).toHaveLength(30)
    expect(screen.getByTestId('erro-2026-11-10')).toHaveTextContent('Numero impar de marcacoes!')
    expect(screen.getByTestId('erro-2026-11-13')).toHaveTextContent('Numero impar de marcacoes!')
    expect(screen.queryByTestId('erro-2026-11-12')).not.toBeInTheDocument()
    // TC-052: the days in error are announced in view, outside the folded banners.
    expect(screen.getByText('Ha erros nos registros. Verifique!')).toBeVisible()
    expect(linhaDoDia('2026-11-12').querySelector('th')).toHaveTextContent('12/11 Qui')
    expect(slot('2026-11-12', 'entrada1', 'Entrada 1 de 12/11: 08:00')).toHaveTextContent(/^08:00$/)
    // TC-210: the punch included by hand (tipoMarcacao INCLUIDO) has an asterisk.
    expect(slot('2026-11-12', 'entrada2', 'Entrada 2 de 12/11: 13:00 (incluída)')).toHaveTextContent(/^13:00\*$/)
    expect(celula('2026-11-12', 'Marcações Originais')).toHaveTextContent('08:00')
    expect(celula('2026-11-12', 'Marcações Originais')).not.toHaveTextContent('13:00')
    expect(celula('2026-11-12', 'Total')).toHaveTextContent('08:00')
    expect(celula('2026-11-12', 'Carga Horária')).toHaveTextContent('08:00')
    expect(celula('2026-11-12', 'Horário')).toHaveTextContent('001')
    expect(celula('2026-11-04', 'Saldo BH')).toHaveTextContent('-00:17')
    expect(celula('2026-11-06', 'Extra 50%')).toHaveTextContent('01:00')
    expect(celula('2026-11-06', 'Saldo BH')).toHaveTextContent('00:40')
    expect(linhaDoDia('2026-11-02')).toHaveAttribute('data-tone', 'success')
    expect(linhaDoDia('2026-11-10')).toHaveAttribute('data-tone', 'danger')
    // TC-211: the inclusion's hours, prefix, reason and observation.
    expect(celula('2026-11-06', 'Tratamentos')).toHaveTextContent('01:00 [HE] Hora Extra — Hora extra autorizada pela chefia')
  })

  it('[TC-210] a pre-marked punch is shown as such', async () => {
    // Frederico (employee 20) goes by his social name.
    await abrirCartao(20, 13, 'Alex Monteiro')
    const pre = slot('2026-11-04', 'saida1', 'Saída 1 de 04/11: 10:00 (pré-assinalada)')
    expect(pre).toHaveTextContent(/^10:00$/)
    expect(within(pre).getByTitle('Pré-assinalada')).toBeInTheDocument()
    expect(slot('2026-11-04', 'entrada2', 'Entrada 2 de 04/11: 10:15 (pré-assinalada)')).toHaveTextContent(/^10:15$/)
  })

  it('[TC-211] October: treatments of a request, of a batch action and of a day bank', async () => {
    await abrirCartao(1, 12, 'Fernanda Funcionária')
    const solicitacao = celula('2026-10-07', 'Tratamentos')
    expect(within(solicitacao).getByRole('link', { name: 'Solicitação nº 2' })).toHaveAttribute('href', '/solicitacao/2/dashboard')
    const lote = celula('2026-10-28', 'Tratamentos')
    expect(lote).toHaveTextContent('Compensação de feriado')
    expect(within(lote).getByRole('link', { name: 'Ação em lote nº 24' })).toHaveAttribute('href', '/acoes-lote/24/view')
    expect(celula('2026-10-19', 'Tratamentos')).toHaveTextContent('[BD-] Débito Banco de Dias · Folga de aniversário — Folga de aniversário')
    // A closed competence has no today block.
    expect(screen.queryByText('Previsao de Saida:')).not.toBeInTheDocument()
  })

  it('[TC-206][TC-207] the month summary shows the totals, the custom overtime band under its label', async () => {
    await abrirCartao(33, 13, 'Sara Batista Nogueira')
    expect(figuras()).toEqual({
      'Horas Trabalhadas': '65:33',
      'Adicional Noturno': '00:00',
      'Horas Sobreaviso': '00:00',
      'Extra 50%': '02:00',
      'Extra 70%': '00:40',
      'Extra 100%': '00:00',
      'Extra Intervalo': '00:00',
      'Hora Extra 75%': '00:00',
      'Extra Noturna': '00:00',
      'Extra Noturna 100%': '00:00',
      'Total Horas Extras': '02:40',
      'Faltas (horas)': '08:00',
      'Faltas (dias)': '1',
      Atrasos: '00:25',
      'Saídas Antecipadas': '00:40',
      'Total Horas Descontadas': '17:05',
      'Saldo de Horas': '-14:25',
      Permitidos: '00:00',
      Compensados: '00:00',
      'Desconto DSR': '08:00',
    })
    expect(within(regiao('Resumo da competência')).getByText('-14:25').closest('dd')).toHaveClass('text-danger-500')
    expect(celula('2026-11-04', 'Atraso')).toHaveTextContent('00:25')
    expect(celula('2026-11-11', 'Falta')).toHaveTextContent('08:00')
    // Sara has no bank: no bank tables.
    for (const tile of ['Banco de Horas', 'Banco de Dias', 'Banco de Compensação']) {
      expect(screen.queryByRole('region', { name: tile })).not.toBeInTheDocument()
    }
  })

  it('[TC-207] a locked card says so; an employee who may not do overtime shows the calculated overtime', async () => {
    const router = await abrirCartao(35, 13, 'Márcia Braga Moreira')
    expect(regiao('Funcionário e ações')).toHaveTextContent('Edição bloqueada')
    expect(cabecalhos()).not.toContain('Extra Calculada')
    await router.navigate({ to: '/manutencao/$competencia/$funcionario', params: { competencia: '13', funcionario: '3' } })
    await waitFor(() => expect(within(regiao('Cartão ponto')).getByRole('table')).toHaveAccessibleName(/^Cartão ponto de Rui Responsável/), { timeout: 10_000 })
    expect(regiao('Funcionário e ações')).not.toHaveTextContent('Edição bloqueada')
    expect(cabecalhos()).toContain('Extra Calculada')
    expect(celula('2026-11-06', 'Extra Calculada')).toHaveTextContent('01:00')
  })

  it('[TC-208][TC-214][TC-215] the hour bank and day bank tables', async () => {
    await abrirCartao(1, 13, 'Fernanda Funcionária')
    const banco = regiao('Banco de Horas')
    expect(banco).toHaveTextContent('Banco de Horas Prefeitura')
    expect(
      within(banco).getAllByRole('row').map((tr) => [within(tr).getByRole('rowheader').textContent, within(tr).getByRole('cell').textContent]),
    ).toEqual([
      ['Saldo Inicial', '10:15'], ['Créditos', '00:40'], ['Débitos', '00:17'], ['Lançamentos (+)', '02:00'],
      ['Lançamentos (−)', '00:00'], ['Total', '12:38'], ['Total sem o dia atual', '12:38'],
    ])
    expect(linhas('Banco de Dias')).toEqual([
      ['Folgas TRE (Justiça Eleitoral)', '3', '1', '0', '4'],
      ['Folga de aniversário', '0', '0', '0', '0'],
    ])
    expect(within(regiao('Banco de Dias')).getByRole('link', { name: 'Folga de aniversário' })).toHaveAttribute(
      'href',
      '/banco-dias/lancamentos/1/2/2026-11-01/2026-11-30',
    )
  })

  it('[TC-216] the compensation bank by competence and, fed by manual entries only, by expiry date', async () => {
    const router = await abrirCartao(38, 13, 'Bruna Martins Franco')
    const porCompetencia = regiao('Banco de Compensação')
    expect(porCompetencia).toHaveTextContent('Compensação por competências — de 01/01/2024 (sem fim)')
    const outubro = linhas('Banco de Compensação').find((celulas) => celulas[0] === '10/2026')
    expect(outubro?.[3]).toBe('03:00')
    expect(outubro?.at(-1)).toBe('30/04/2027')
    expect(linhas('Banco de Compensação').at(-1)?.[0]).toBe('11/2026')
    // Bruna's schedule has four pairs: anyone sees them (TC-207 tresMarcacoes, quatroMarcacoes).
    expect(slot('2026-11-04', 'saida4', 'Saída 4 de 04/11: 18:00')).toHaveTextContent(/^18:00$/)

    await router.navigate({ to: '/manutencao/$competencia/$funcionario', params: { competencia: '13', funcionario: '62' } })
    const manual = await screen.findByRole('region', { name: 'Banco de Compensação (lançamentos manuais)' }, { timeout: 10_000 })
    expect(manual).toHaveTextContent('Compensação por vencimento (90 dias) — de 01/01/2024 (sem fim)')
    expect(linhas('Banco de Compensação (lançamentos manuais)')).toEqual([['07/12/2026', '03:00'], ['10/01/2027', '02:30']])
    expect(screen.queryByRole('region', { name: 'Banco de Compensação' })).not.toBeInTheDocument()
  })

  it('[TC-213] the HR movements of the competence', async () => {
    await abrirCartao(22, 13, 'Márcia Martins Nogueira')
    expect(linhas('Movimentações RH')).toEqual([
      expect.arrayContaining([
        'Afastamento', 'Afastamento por doença', '20/10/2026', '10/11/2026', 'Atestado médico de 22 dias',
        'Licença para tratamento de saúde (auxílio-doença)', '',
      ]),
    ])
  })
})
