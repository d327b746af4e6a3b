import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import type { CartaoPonto, Manutencao, registroDiaSchema } from '../api/cartao-ponto.schema'
import { composicaoDoBanco } from './composicao-banco'
import { composicaoDasFaltas } from './composicao-faltas'
import { cartaoFixture, registro } from './testing/cartao-ponto.fixture'

type RegistroInput = z.input<typeof registroDiaSchema>

/** The fixture card with some days' figures and some totals replaced. */
function cartaoCom(dias: Record<string, Partial<RegistroInput>>, totais: Partial<Manutencao> = {}): CartaoPonto {
  const cartao = cartaoFixture()
  const registros = { ...cartao.manutencaoDTO.registros }
  for (const [data, campos] of Object.entries(dias)) {
    const atual = registros[data]
    if (!atual) throw new Error(`the card has no ${data}`)
    registros[data] = { ...atual, registro: registro(data, { ...(atual.registro as RegistroInput), ...campos }) }
  }
  return { ...cartao, manutencaoDTO: { ...cartao.manutencaoDTO, ...totais, registros } }
}

describe('composicaoDasFaltas', () => {
  it('counts the days with absence hours and no punch, each with its occurrence, justification and debit clause', () => {
    const cartao = cartaoCom(
      {
        '2026-11-05': {
          falta: '08:00',
          descricaoOcorrencia: 'Atestado não entregue',
          memoriaCalculo: 'Trabalhado 00:00 - Carga 08:00 = Débito 08:00 (falta)',
        },
      },
      { totalDiasFalta: 1 },
    )
    // 04/11 has absence hours too, but punches: it is lateness and early exits, not a day missed.
    expect(composicaoDasFaltas(cartao)).toEqual({
      parcelas: [
        { data: '2026-11-05', valor: '1', motivos: ['Atestado não entregue', 'Trabalhado 00:00 - Carga 08:00 = Débito 08:00 (falta)'] },
      ],
      soma: '1',
      total: '1',
      confere: true,
    })
  })

  it('says when the days do not make up the count', () => {
    expect(composicaoDasFaltas(cartaoCom({}, { totalDiasFalta: 2 }))).toMatchObject({ parcelas: [], soma: '0', total: '2', confere: false })
  })
})

describe('composicaoDoBanco', () => {
  const banco = () =>
    cartaoCom(
      {
        '2026-11-03': { bhExtra: '01:25', memoriaCalculo: 'Trabalhado 09:25 - Carga 08:00 = Extra 01:25 (banco de horas)' },
        '2026-11-05': { bhMenos: '04:00', memoriaCalculo: 'Trabalhado 04:00 - Carga 08:00 = Débito 04:00 (banco de horas)' },
      },
      {
        totalSaldoBancoInicial: '10:00', totalSaldoBancoMais: '01:25', totalSaldoBancoMenos: '04:00', totalLancamentoBancoMais: '02:00',
        totalLancamentoBancoMenos: '01:00', totalSaldoBancoPago: '', totalSaldoBancoFinal: '08:25', totalSaldoBancoMenosDiaAtual: '12:25',
      },
    )

  it('credits and debits: the days that moved the bank, with the clause that says so', () => {
    expect(composicaoDoBanco(banco(), 'totalSaldoBancoMais')).toEqual({
      parcelas: [{ data: '2026-11-03', valor: '01:25', motivos: ['Trabalhado 09:25 - Carga 08:00 = Extra 01:25 (banco de horas)'] }],
      soma: '01:25',
      total: '01:25',
      confere: true,
    })
    expect(composicaoDoBanco(banco(), 'totalSaldoBancoMenos')).toMatchObject({ parcelas: [{ data: '2026-11-05', valor: '04:00' }], confere: true })
  })

  it('debits the backend writes as a negative figure follow its sign', () => {
    const negativo = { ...banco(), manutencaoDTO: { ...banco().manutencaoDTO, totalSaldoBancoMenos: '-04:00' } }
    expect(composicaoDoBanco(negativo, 'totalSaldoBancoMenos')).toMatchObject({ parcelas: [{ valor: '-04:00' }], soma: '-04:00', confere: true })
  })

  it('the balance: each day signed, then the opening balance and the entries by hand; without today, today\'s movement out', () => {
    const total = composicaoDoBanco(banco(), 'totalSaldoBancoFinal')
    expect(total.parcelas.map((p) => [p.data, p.valor])).toEqual([['2026-11-03', '01:25'], ['2026-11-05', '-04:00']])
    expect(total.avulsas?.map((a) => [a.rotulo, a.valor])).toEqual([['Saldo Inicial', '10:00'], ['Lançamentos (+)', '02:00'], ['Lançamentos (−)', '-01:00']])
    expect(total).toMatchObject({ soma: '08:25', total: '08:25', confere: true })
    const semHoje = composicaoDoBanco(banco(), 'totalSaldoBancoMenosDiaAtual')
    expect(semHoje.avulsas?.at(-1)).toEqual({ rotulo: 'Movimento de hoje', valor: '04:00', motivo: 'O dia atual, ainda em andamento, fica fora deste total' })
    expect(semHoje).toMatchObject({ soma: '12:25', confere: true })
  })

  it('the opening balance and the entries by hand are no sum of days: it says so and lists nothing', () => {
    expect(composicaoDoBanco(banco(), 'totalSaldoBancoInicial')).toMatchObject({ parcelas: [], semDias: expect.stringMatching(/^O saldo inicial não é soma de dias/) })
    expect(composicaoDoBanco(banco(), 'totalLancamentoBancoMais').semDias).toMatch(/lançados à mão/)
  })
})
