import { describe, expect, it } from 'vitest'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { cartaoComCamposDesabilitados, cartaoFixture, SESSOES } from '@/entities/cartao-ponto/model/testing/cartao-ponto.fixture'
import { renderWithSessao } from '@/entities/cartao-ponto/model/testing/render-with-sessao'
import type { CartaoPonto } from '@/entities/cartao-ponto'
import { CartaoPontoResumo } from './cartao-ponto-resumo'

async function renderResumo(cartao: CartaoPonto = cartaoFixture()) {
  await renderWithSessao(<CartaoPontoResumo cartao={cartao} />, SESSOES.rh)
  return screen.getByRole('region', { name: 'Resumo da competência' })
}

/** label → value of the summary's description list. */
function figuras(resumo: HTMLElement): Record<string, string> {
  const termos = within(resumo).getAllByRole('term')
  return Object.fromEntries(termos.map((dt) => [dt.textContent ?? '', dt.nextElementSibling?.textContent ?? '']))
}

describe('CartaoPontoResumo', () => {
  it('[TC-166][TC-167][TC-168][TC-169][TC-170][TC-171][TC-172][TC-174] shows every total with its label', async () => {
    expect(figuras(await renderResumo())).toEqual({
      'Horas Trabalhadas': '160:35',
      'Adicional Noturno': '00:30',
      'Horas Sobreaviso': '00:00',
      'Extra 50%': '03:25',
      'Extra 70%': '01:30',
      'Extra 100%': '00:00',
      'Extra Intervalo': '00:05',
      'Extra Domingo': '00:45',
      'Extra Noturna': '00:30',
      'Extra Noturna 100%': '00:00',
      'Total Horas Extras': '04:55',
      'Faltas (horas)': '04:00',
      'Faltas (dias)': '1',
      Atrasos: '00:20',
      'Saídas Antecipadas': '00:00',
      'Total Horas Descontadas': '-04:20',
      'Saldo de Horas': '-02:15',
      Permitidos: '00:15',
      Compensados: '00:10',
      'Desconto DSR': '08:00',
    })
  })

  it('[TC-168] the custom overtime band appears only with a label', async () => {
    const resumo = await renderResumo(cartaoFixture({ manutencaoDTO: { horaExtraCustomLabel: null } }))
    expect(Object.keys(figuras(resumo))).not.toContain('Extra Domingo')
    expect(Object.keys(figuras(resumo))).toHaveLength(19)
  })

  it('shows the interjornada overtime (CLT art. 66) after the interval band, only when some rest was short', async () => {
    const comInterjornada = Object.entries(figuras(await renderResumo(cartaoFixture({ manutencaoDTO: { totalHoraExtraInterjornada: '01:30' } }))))
    const rotulos = comInterjornada.map(([rotulo]) => rotulo)
    expect(comInterjornada).toContainEqual(['Extra Interjornada', '01:30'])
    expect(rotulos.indexOf('Extra Interjornada')).toBe(rotulos.indexOf('Extra Intervalo') + 1)
    for (const semDescansoCurto of ['00:00', '', undefined]) {
      cleanup()
      const resumo = await renderResumo(cartaoFixture({ manutencaoDTO: { totalHoraExtraInterjornada: semDescansoCurto } }))
      expect(Object.keys(figuras(resumo))).not.toContain('Extra Interjornada')
    }
  })

  it('[TC-173] the hour balance is red when negative', async () => {
    const resumo = await renderResumo()
    // The value (a button opening its days) takes the colour of the term's value.
    expect(within(resumo).getByText('-02:15').closest('dd')).toHaveClass('text-danger-500')
    expect(within(resumo).getByText('-02:15')).toHaveClass('text-current')
  })

  it('[TC-173] the hour balance is blue when zero or positive', async () => {
    const resumo = await renderResumo(cartaoFixture({ manutencaoDTO: { totalHorasGeral: '03:10' } }))
    expect(within(resumo).getByText('03:10').closest('dd')).toHaveClass('text-brand-600')
  })

  it('[TC-175] totals are hh:mm even when the payload leaves them empty', async () => {
    const resumo = await renderResumo(cartaoFixture({ manutencaoDTO: { totalSaidaAntecipada: '', totalHorasGeral: '' } }))
    const valores = figuras(resumo)
    expect(valores['Saídas Antecipadas']).toBe('00:00')
    expect(valores['Saldo de Horas']).toBe('00:00')
    expect(within(resumo).getByText('00:00', { selector: '.text-brand-600' })).toBeInTheDocument()
    for (const [rotulo, valor] of Object.entries(valores)) {
      if (rotulo !== 'Faltas (dias)') expect(valor, rotulo).toMatch(/^-?\d{2,}:\d{2}$/)
    }
  })

  it('[TC-084] figures of disabled fields are hidden like their columns', async () => {
    const resumo = await renderResumo(cartaoComCamposDesabilitados('horaExtraNoturna100', 'descontoDSR', 'falta'))
    const rotulos = Object.keys(figuras(resumo))
    for (const r of ['Extra Noturna 100%', 'Desconto DSR', 'Faltas (horas)', 'Faltas (dias)']) expect(rotulos).not.toContain(r)
    expect(rotulos).toContain('Extra Noturna')
  })

  /** Each field of /configuracao-campos and the summary figures it governs. */
  it.each([
    ['adicionalNoturno', ['Adicional Noturno']],
    ['horaExtraNoturna', ['Extra Noturna']],
    ['horaExtraNoturna100', ['Extra Noturna 100%']],
    ['horaExtra50', ['Extra 50%']],
    ['horaExtra70', ['Extra 70%']],
    ['horaExtra100', ['Extra 100%']],
    ['falta', ['Faltas (horas)', 'Faltas (dias)']],
    ['atraso', ['Atrasos']],
    ['saidaAntecipada', ['Saídas Antecipadas']],
    ['permitidos', ['Permitidos']],
    ['compensados', ['Compensados']],
    ['descontoDSR', ['Desconto DSR']],
  ] as const)('[TC-084] %s switched off hides exactly %j from the summary', async (campo, somem) => {
    const todas = Object.keys(figuras(await renderResumo()))
    cleanup()
    const restantes = Object.keys(figuras(await renderResumo(cartaoComCamposDesabilitados(campo))))
    expect(restantes).toEqual(todas.filter((rotulo) => !(somem as readonly string[]).includes(rotulo)))
  })
})

describe('CartaoPontoResumo: the days behind a total (issue 15)', () => {
  const botaoDe = (rotulo: string) => screen.getByRole('button', { name: new RegExp(`^Ver os dias de ${rotulo} \\(`) })

  it('each non-zero total made of day figures is a button, the balance and the absence days too; zero totals are not', async () => {
    const resumo = await renderResumo()
    expect(botaoDe('Extra 50%')).toHaveAccessibleName('Ver os dias de Extra 50% (03:25)')
    expect(botaoDe('Horas Trabalhadas')).toHaveTextContent('160:35')
    const rotulos = within(resumo).getAllByRole('button').map((b) => b.getAttribute('aria-label'))
    expect(botaoDe('Saldo de Horas')).toHaveAccessibleName(/^Ver os dias de Saldo de Horas \(/)
    expect(botaoDe('Faltas \\(dias\\)')).toHaveTextContent(/^[1-9]\d*$/)
    for (const semBotao of ['Extra 100%', 'Horas Sobreaviso', 'Saídas Antecipadas']) {
      expect(rotulos.some((r) => r?.startsWith(`Ver os dias de ${semBotao} (`))).toBe(false)
    }
  })

  it('Enter opens "Extra 50% em 11/2026" with each day, its value and why, and the sum; Escape gives the focus back', async () => {
    await renderResumo()
    const botao = botaoDe('Extra 50%')
    botao.focus()
    await userEvent.keyboard('{Enter}')
    const dialogo = await screen.findByRole('dialog', { name: 'Extra 50% em 11/2026' })
    expect(within(dialogo).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Dia', 'Valor', 'Por quê'])
    const linhas = within(dialogo).getAllByRole('row').slice(1).map((tr) => tr.textContent)
    expect(linhas).toEqual([
      '03/11/202601:25Trabalhadas 09:25 - carga 08:00 = extra 01:25 (50%) enviada ao banco de horas',
      '06/11/202602:00Trabalhadas 08:00 = carga 08:00',
      'Soma03:25',
    ])
    expect(within(dialogo).queryByRole('note')).not.toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(botao).toHaveFocus()
  })

  it('a day of the dialog leads to its row of the grid, which gets the focus', async () => {
    await renderWithSessao(
      <>
        <table>
          <tbody>
            <tr id="dia-2026-11-06" data-testid="linha">
              <td>06</td>
            </tr>
          </tbody>
        </table>
        <CartaoPontoResumo cartao={cartaoFixture()} />
      </>,
      SESSOES.rh,
    )
    await userEvent.click(botaoDe('Extra 70%'))
    const dialogo = await screen.findByRole('dialog', { name: 'Extra 70% em 11/2026' })
    await userEvent.click(within(dialogo).getByRole('link', { name: '06/11/2026' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByTestId('linha')).toHaveFocus()
  })

  it('says so when the days of the card do not add up to the total', async () => {
    await renderResumo()
    await userEvent.click(botaoDe('Desconto DSR'))
    const dialogo = await screen.findByRole('dialog', { name: 'Desconto DSR em 11/2026' })
    expect(within(dialogo).getByRole('note')).toHaveTextContent('A soma dos dias (00:00) não confere com o total (08:00)')
  })
})
