import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import type { Sessao } from '@/entities/sessao'
import { cartaoComCamposDesabilitados, cartaoFixture, comMarcacoes, MES, SESSOES } from '@/entities/cartao-ponto/model/testing/cartao-ponto.fixture'
import { renderWithSessao } from '@/entities/cartao-ponto/model/testing/render-with-sessao'
import type { CartaoPonto } from '@/entities/cartao-ponto'
import { CartaoPontoGrade } from './cartao-ponto-grade'

async function renderGrade(sessao: Sessao, cartao: CartaoPonto = cartaoFixture()) {
  const result = await renderWithSessao(<CartaoPontoGrade cartao={cartao} />, sessao)
  return { ...result, table: screen.getByRole('table') }
}

/** The headers' names as screen readers get them (a narrow column shows an abbreviation hidden from them). */
const nomeDoCabecalho = (th: HTMLElement) =>
  [...th.childNodes]
    .filter((no) => !(no instanceof HTMLElement && no.getAttribute('aria-hidden') === 'true'))
    .map((no) => no.textContent)
    .join('')
const headers = () => screen.getAllByRole('columnheader').map(nomeDoCabecalho)
const row = (data: string) => screen.getByTestId(`dia-${data}`)
const cellOf = (data: string, coluna: string) => {
  const index = headers().indexOf(coluna)
  expect(index, coluna).toBeGreaterThanOrEqual(0)
  return within(row(data)).getAllByRole(index === 0 ? 'rowheader' : 'cell')[index === 0 ? 0 : index - 1]!
}

describe('CartaoPontoGrade', () => {
  it('[TC-066][TC-067] one row per day and the columns in the spec order', async () => {
    await renderGrade(SESSOES.rh, cartaoFixture({}, MES))
    expect(headers()).toEqual([
      'Dia', 'Marcações Originais', 'Entrada 1', 'Saída 1', 'Entrada 2', 'Saída 2', 'Entrada 3', 'Saída 3',
      'Entrada 4', 'Saída 4', 'Total', 'Carga Horária', 'Memória de Cálculo', 'Extra Calculada', 'Extra', 'Extra 50%',
      'Extra 70%', 'Extra 100%', 'Extra Intervalo', 'Extra Noturna', 'Falta', 'Atraso', 'Saída Antecipada',
      'Adicional Noturno', 'Saldo BH', 'Compensação', 'Hora', 'Ocorrência', 'Motivo', 'Horário', 'Tratamentos',
    ])
    for (const th of screen.getAllByRole('columnheader')) expect(th).toHaveAttribute('scope', 'col')
    expect(screen.getAllByRole('rowheader')).toHaveLength(30)
  })

  it('[TC-068] the day column shows the date with the abbreviated weekday', async () => {
    await renderGrade(SESSOES.rh)
    expect(within(row('2026-11-09')).getByRole('rowheader')).toHaveTextContent('09/11 Seg')
    expect(within(row('2026-11-07')).getByRole('rowheader')).toHaveTextContent('07/11 Sáb')
  })

  it('[TC-069] supervisors do not see the original punches', async () => {
    await renderGrade(SESSOES.supervisor)
    expect(headers()).not.toContain('Marcações Originais')
  })

  it('[TC-069] the original punches list strikes through disregarded ones', async () => {
    await renderGrade(SESSOES.responsavel)
    const originais = cellOf('2026-11-03', 'Marcações Originais')
    expect(originais).toHaveTextContent('08:05')
    const riscada = within(originais).getByTitle('Desconsiderada')
    expect(riscada.tagName).toBe('S')
    expect(riscada).toHaveTextContent('12:40')
  })

  it('[TC-070][TC-071][TC-072] pairs 1 and 2 always; 3 and 4 with their flags, HR always', async () => {
    await renderGrade(SESSOES.supervisor)
    expect(headers()).toEqual(expect.arrayContaining(['Entrada 1', 'Saída 1', 'Entrada 2', 'Saída 2']))
    expect(headers()).not.toContain('Entrada 3')
    expect(headers()).not.toContain('Saída 4')
  })

  it('[TC-071][TC-072] a card with three and four pairs shows them to anyone', async () => {
    await renderGrade(SESSOES.supervisor, cartaoFixture({ manutencaoDTO: { tresMarcacoes: true, quatroMarcacoes: true } }))
    expect(headers()).toEqual(expect.arrayContaining(['Entrada 3', 'Saída 3', 'Entrada 4', 'Saída 4']))
  })

  it('[TC-071][TC-072] a day with punches beyond the flagged pairs shows them: no counted punch is hidden', async () => {
    const oitoMarcacoes = ['08:20', '12:00', '13:00', '17:00', '18:00', '20:00', '21:00', '22:30']
    await renderGrade(SESSOES.supervisor, comMarcacoes(cartaoFixture(), '2026-11-06', oitoMarcacoes))
    expect(headers()).toEqual(expect.arrayContaining(['Entrada 3', 'Saída 3', 'Entrada 4', 'Saída 4']))
    expect(screen.getByRole('cell', { name: 'Saída 4 de 06/11: 22:30' })).toHaveTextContent('22:30')
  })

  it('[TC-070][TC-098] punches fill their slots; an included one has an asterisk, others none', async () => {
    await renderGrade(SESSOES.rh)
    expect(screen.getByRole('cell', { name: 'Entrada 1 de 03/11: 08:05' })).toHaveTextContent(/^08:05$/)
    const incluida = screen.getByRole('cell', { name: 'Entrada 2 de 03/11: 13:00 (incluída)' })
    expect(incluida).toHaveTextContent(/^13:00\*$/)
    expect(incluida).toHaveAttribute('data-testid', 'marcacao-2026-11-03-entrada2')
    const pre = screen.getByRole('cell', { name: 'Saída 2 de 03/11: 18:30 (pré-assinalada)' })
    expect(pre).toHaveTextContent(/^18:30$/)
    expect(within(pre).getByTitle('Pré-assinalada')).toBeInTheDocument()
    expect(screen.getByRole('cell', { name: 'Saída 2 de 04/11: sem marcação' })).toHaveTextContent('')
  })

  it('[TC-074][TC-075][TC-076] total, workload and calculation memory', async () => {
    await renderGrade(SESSOES.rh)
    expect(cellOf('2026-11-03', 'Total')).toHaveTextContent('09:25')
    expect(cellOf('2026-11-03', 'Carga Horária')).toHaveTextContent('08:00')
    const memoria = within(cellOf('2026-11-03', 'Memória de Cálculo')).getByText(/Trabalhadas 09:25/)
    expect(memoria).toHaveAttribute('title', 'Trabalhadas 09:25 - carga 08:00 = extra 01:25 (50%) enviada ao banco de horas')
  })

  it('[TC-075] without exibirCargaHoraria the workload column is gone', async () => {
    await renderGrade(SESSOES.rh, cartaoFixture({ manutencaoDTO: { exibirCargaHoraria: false } }))
    expect(headers()).not.toContain('Carga Horária')
    expect(headers()).toContain('Total')
  })

  it('[TC-077] calculated overtime needs the role and the flag', async () => {
    await renderGrade(SESSOES.rh)
    expect(cellOf('2026-11-03', 'Extra Calculada')).toHaveTextContent('01:30')
  })

  it('[TC-077] without front_ver_extra_calculada there is no calculated overtime', async () => {
    await renderGrade(SESSOES.admin)
    expect(headers()).not.toContain('Extra Calculada')
  })

  it('[TC-078][TC-079][TC-080] overtime, absence and bank figures of the day', async () => {
    await renderGrade(SESSOES.rh)
    expect(cellOf('2026-11-06', 'Extra')).toHaveTextContent('03:30')
    expect(cellOf('2026-11-06', 'Extra 50%')).toHaveTextContent('02:00')
    expect(cellOf('2026-11-06', 'Extra 70%')).toHaveTextContent('01:30')
    expect(cellOf('2026-11-06', 'Extra Noturna')).toHaveTextContent('00:30')
    expect(cellOf('2026-11-06', 'Atraso')).toHaveTextContent('00:20')
    expect(cellOf('2026-11-06', 'Adicional Noturno')).toHaveTextContent('00:30')
    expect(cellOf('2026-11-04', 'Falta')).toHaveTextContent('04:00')
    const saldo = within(cellOf('2026-11-04', 'Saldo BH')).getByText('-04:00')
    expect(saldo).toHaveClass('text-danger-500')
    expect(within(cellOf('2026-11-03', 'Saldo BH')).getByText('01:25')).toHaveClass('text-brand-600')
    expect(within(cellOf('2026-11-06', 'Compensação')).getByText('-00:20')).toHaveClass('text-danger-500')
  })

  it('[TC-081] hour, occurrence and reason come from the first treatment or the day', async () => {
    await renderGrade(SESSOES.rh)
    expect(cellOf('2026-11-03', 'Hora')).toHaveTextContent('01:00')
    expect(cellOf('2026-11-03', 'Ocorrência')).toHaveTextContent('Inclusão de marcação')
    expect(cellOf('2026-11-03', 'Motivo')).toHaveTextContent('Esquecimento de marcação')
    expect(cellOf('2026-11-02', 'Ocorrência')).toHaveTextContent('Feriado (Finados)')
  })

  it('[TC-082][TC-132] the schedule code links to the schedule for front_horariotrabalho', async () => {
    await renderGrade(SESSOES.rh)
    const link = within(cellOf('2026-11-10', 'Horário')).getByRole('link', { name: 'ADM01' })
    expect(link).toHaveAttribute('href', '/horariotrabalho/3')
    expect(link).toHaveAttribute('title', 'Administrativo 08h-17h')
  })

  it('[TC-082][TC-132] without front_horariotrabalho the code is plain text', async () => {
    await renderGrade(SESSOES.supervisor)
    const celula = cellOf('2026-11-10', 'Horário')
    expect(celula).toHaveTextContent('ADM01')
    expect(within(celula).queryByRole('link')).not.toBeInTheDocument()
  })

  it('[TC-083][TC-133][TC-134][TC-135] treatments with their details and origin links', async () => {
    await renderGrade(SESSOES.rh)
    const inclusao = screen.getByTestId('tratamento-71')
    expect(inclusao).toHaveTextContent('01:00 [INC] Esquecimento de marcação — Marcação incluída a pedido')
    expect(within(inclusao).getByRole('link', { name: 'Solicitação nº 45' })).toHaveAttribute('href', '/solicitacao/45/dashboard')
    const abono = screen.getByTestId('tratamento-72')
    expect(abono).toHaveTextContent('00:30 Reunião externa · Folgas eleitorais')
    expect(within(abono).getByRole('link', { name: 'Ação em lote nº 9' })).toHaveAttribute('href', '/acoes-lote/9/view')
  })

  it('[TC-083] a long treatment takes at most two lines, whole in its title, and lets the text columns shrink', async () => {
    await renderGrade(SESSOES.rh)
    const inclusao = screen.getByTestId('tratamento-71')
    const texto = within(inclusao).getByTitle('01:00 [INC] Esquecimento de marcação — Marcação incluída a pedido')
    expect(texto).toHaveClass('line-clamp-2', '[overflow-wrap:anywhere]')
    // The origin link stays outside the cut text, always visible.
    expect(texto).not.toContainElement(within(inclusao).getByRole('link', { name: 'Solicitação nº 45' }))
    expect(inclusao.closest('ul')).not.toHaveClass('min-w-24')
    const data = inclusao.closest('tr')!.getAttribute('data-testid')!.replace('dia-', '')
    expect(within(cellOf(data, 'Motivo')).getByTitle('Esquecimento de marcação')).toHaveClass('line-clamp-1', '[overflow-wrap:anywhere]')
  })

  it('[TC-135] a user who cannot open batch actions sees the reference without a link', async () => {
    await renderGrade(SESSOES.funcionario)
    const abono = screen.getByTestId('tratamento-72')
    expect(abono).toHaveTextContent('Ação em lote nº 9')
    expect(within(abono).queryByRole('link', { name: /Ação em lote/ })).not.toBeInTheDocument()
    expect(within(screen.getByTestId('tratamento-71')).getByRole('link', { name: 'Solicitação nº 45' })).toBeInTheDocument()
  })

  it('[TC-084] a disabled field hides its column', async () => {
    await renderGrade(SESSOES.rh, cartaoComCamposDesabilitados('horaExtra70', 'falta', 'memoriaCalculo', 'horaExtra50'))
    for (const h of ['Extra 70%', 'Falta', 'Memória de Cálculo', 'Extra 50%']) expect(headers()).not.toContain(h)
    expect(headers()).toContain('Extra')
    expect(headers()).toContain('Atraso')
  })

  it('[TC-093][TC-094] rows are toned danger for errors and success for days off', async () => {
    await renderGrade(SESSOES.rh)
    expect(row('2026-11-04')).toHaveAttribute('data-tone', 'danger')
    expect(row('2026-11-04')).toHaveClass('bg-danger-50')
    expect(row('2026-11-05')).toHaveAttribute('data-tone', 'danger')
    expect(row('2026-11-02')).toHaveAttribute('data-tone', 'success')
    expect(row('2026-11-02')).toHaveClass('bg-success-50')
    expect(row('2026-11-01')).toHaveAttribute('data-tone', 'success')
    expect(row('2026-11-10')).toHaveAttribute('data-tone', 'default')
  })

  it('[TC-095][TC-096][TC-097] a day with a message gets a red row spanning the column count', async () => {
    await renderGrade(SESSOES.rh)
    const erro = screen.getByTestId('erro-2026-11-04')
    expect(erro).toHaveTextContent('Erro em 04/11: Número ímpar de marcações')
    expect(erro).toHaveClass('bg-danger-500')
    expect(erro.previousElementSibling).toBe(row('2026-11-04'))
    // rh: 19 with calculated overtime + 4 for pairs 3 and 4 (TC-088..TC-092).
    expect(within(erro).getAllByRole('cell')[0]).toHaveAttribute('colspan', '23')
    expect(screen.getByTestId('erro-2026-11-05')).toHaveTextContent('Registro não possui quadro de horário!')
    expect(screen.queryByTestId('erro-2026-11-10')).not.toBeInTheDocument()
    expect(screen.getAllByTestId(/^erro-/)).toHaveLength(2)
  })

  it('[TC-090][TC-095] the error row spans fewer columns when counted fields are disabled', async () => {
    await renderGrade(SESSOES.supervisor, cartaoComCamposDesabilitados('falta', 'atraso'))
    const erro = screen.getByTestId('erro-2026-11-04')
    expect(within(erro).getAllByRole('cell')[0]).toHaveAttribute('colspan', '16')
  })
})
