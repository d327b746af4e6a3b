import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import type { Sessao } from '@/entities/sessao'
import { cartaoFixture, SESSOES } from '@/entities/cartao-ponto/model/testing/cartao-ponto.fixture'
import { renderWithSessao } from '@/entities/cartao-ponto/model/testing/render-with-sessao'
import type { CartaoPonto } from '@/entities/cartao-ponto'
import { CartaoPontoTabelas } from './cartao-ponto-tabelas'

async function renderTabelas(cartao: CartaoPonto = cartaoFixture(), sessao: Sessao = SESSOES.rh) {
  return renderWithSessao(<CartaoPontoTabelas cartao={cartao} />, sessao)
}

const tile = (nome: string) => screen.getByRole('region', { name: nome })
const rowOf = (region: HTMLElement, label: string) => within(region).getByRole('row', { name: new RegExp(`^${label}`) })

describe('CartaoPontoTabelas', () => {
  it('[TC-176] the hour bank table shows its seven figures', async () => {
    await renderTabelas()
    const banco = tile('Banco de Horas')
    expect(banco).toHaveTextContent('Banco de horas geral')
    const esperado = [
      ['Saldo Inicial', '10:00'], ['Créditos', '01:25'], ['Débitos', '-04:00'], ['Lançamentos (+)', '02:00'],
      ['Lançamentos (−)', '01:00'], ['Total', '08:25'], ['Total sem o dia atual', '08:10'],
    ]
    const linhas = within(banco).getAllByRole('row').map((tr) => [
      within(tr).getByRole('rowheader').textContent,
      within(tr).getByRole('cell').textContent,
    ])
    expect(linhas).toEqual(esperado)
  })

  it('[TC-177][TC-182][TC-187] each bank table needs its existence flag', async () => {
    await renderTabelas(
      cartaoFixture({ manutencaoDTO: { existeBancoHoras: false, existeBancoDias: false, existeBancoCompensacao: false } }),
    )
    for (const nome of ['Banco de Horas', 'Banco de Dias', 'Banco de Compensação']) {
      expect(screen.queryByRole('region', { name: nome })).not.toBeInTheDocument()
    }
    expect(tile('Movimentações RH')).toBeInTheDocument()
  })

  it('[TC-178] hour bank entries link only for front_bancohoras_lancamento', async () => {
    await renderTabelas()
    expect(within(tile('Banco de Horas')).getByRole('link', { name: 'Lançamentos' })).toHaveAttribute(
      'href',
      '/banco-horas/lancamentos',
    )
  })

  it('[TC-178] other users get no hour bank link', async () => {
    await renderTabelas(cartaoFixture(), SESSOES.supervisor)
    expect(within(tile('Banco de Horas')).queryByRole('link')).not.toBeInTheDocument()
  })

  it('[TC-179][TC-180][TC-181] the day banks: one row per bank linking to its entries, and the employee banks', async () => {
    await renderTabelas()
    const dias = tile('Banco de Dias')
    const linha = rowOf(dias, 'Folgas eleitorais')
    expect(within(linha).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Folgas eleitorais', '2', '1', '1', '2'])
    expect(within(linha).getByRole('link', { name: 'Folgas eleitorais' })).toHaveAttribute(
      'href',
      '/banco-dias/lancamentos/1/2/2026-11-01/2026-11-30',
    )
    expect(within(dias).getByRole('link', { name: 'Bancos do funcionário' })).toHaveAttribute('href', '/funcionario/1/bancoDias')
  })

  it('[TC-182] no day bank rows, no table', async () => {
    await renderTabelas(cartaoFixture({ bancoDiasResumo: [] }))
    expect(screen.queryByRole('region', { name: 'Banco de Dias' })).not.toBeInTheDocument()
  })

  it('[TC-183][TC-184][TC-186] a compensation bank by competence', async () => {
    await renderTabelas()
    const comp = tile('Banco de Compensação')
    expect(comp).toHaveTextContent('Compensação semestral — de 01/07/2026 a 31/12/2026')
    const cabecalhos = within(comp).getAllByRole('columnheader').map((th) => th.textContent)
    expect(cabecalhos).toEqual([
      'Competência', 'Saldo Inicial', 'Créditos', 'Créditos Manuais', 'Total Créditos', 'Débitos', 'Débitos Manuais',
      'Total Débitos', 'Saldo Final', 'Válido até',
    ])
    expect(within(rowOf(comp, '10/2026')).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      '10/2026', '00:00', '02:00', '00:30', '02:30', '01:00', '00:00', '01:00', '01:30', '30/04/2027',
    ])
    expect(within(comp).getByRole('link', { name: 'Lançamentos' })).toHaveAttribute('href', '/banco-compensacao-lancamentos')
  })

  it('[TC-185] a compensation bank by expiry date', async () => {
    const base = cartaoFixture().bancoCompensacaoResumo!
    await renderTabelas(
      cartaoFixture({
        bancoCompensacaoResumo: {
          ...base,
          tipo: 'DIAS',
          fim: null,
          competencias: [],
          vencimentos: [
            { vencimento: '2026-12-10', saldo: '02:00' },
            { vencimento: '2027-01-10', saldo: '-00:30' },
          ],
        },
      }),
    )
    const comp = tile('Banco de Compensação')
    expect(comp).toHaveTextContent('de 01/07/2026 (sem fim)')
    expect(within(comp).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Vencimento', 'Saldo'])
    expect(within(rowOf(comp, '10/01/2027')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['10/01/2027', '-00:30'])
  })

  it('[TC-141][TC-188] the HR movements table', async () => {
    await renderTabelas()
    const mov = tile('Movimentações RH')
    expect(within(mov).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Tipo', 'Movimentação', 'Início', 'Fim', 'Observação', 'Afastamento', 'Rescisão',
    ])
    expect(within(screen.getByTestId('movimentacao-31')).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'Afastamento', 'AFASTAMENTO', '23/11/2026', '24/11/2026', 'Atestado de 2 dias', 'Doença', '',
    ])
  })

  it('[TC-188] without HR movements there is no movements table', async () => {
    await renderTabelas(cartaoFixture({ movimentacaoRH: [] }))
    expect(screen.queryByRole('region', { name: 'Movimentações RH' })).not.toBeInTheDocument()
  })

  it('[TC-189] the hour bank spans 5 of 9 columns and the day bank 5, or 7 with several banks', async () => {
    const { unmount } = await renderTabelas()
    expect(screen.getByTestId('tile-bancoHoras')).toHaveAttribute('data-span', '5')
    expect(screen.getByTestId('tile-bancoHoras')).toHaveClass('lg:col-span-5')
    expect(screen.getByTestId('tile-bancoDias')).toHaveAttribute('data-span', '5')
    expect(screen.getByTestId('tile-bancoCompensacao')).toHaveAttribute('data-span', '4')
    unmount()
    const banco = cartaoFixture().bancoDiasResumo[0]!
    await renderTabelas(cartaoFixture({ bancoDiasResumo: [banco, { ...banco, bancoId: 3, bancoDescricao: 'Plantões' }] }))
    expect(screen.getByTestId('tile-bancoDias')).toHaveClass('lg:col-span-7')
  })
})
