import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import type { CartaoPonto, registroDiaSchema } from '../api/cartao-ponto.schema'
import { composicaoDoTotal, temComposicao } from './composicao-total'
import { cartaoFixture, registro } from './testing/cartao-ponto.fixture'

type RegistroInput = z.input<typeof registroDiaSchema>

/** The fixture card with some days' figures replaced. */
function comDias(cartao: CartaoPonto, dias: Record<string, Partial<RegistroInput>>): CartaoPonto {
  const registros = { ...cartao.manutencaoDTO.registros }
  for (const [data, campos] of Object.entries(dias)) {
    const atual = registros[data]
    if (!atual) throw new Error(`the card has no ${data}`)
    registros[data] = { ...atual, registro: registro(data, { ...(atual.registro as RegistroInput), ...campos }) }
  }
  return { ...cartao, manutencaoDTO: { ...cartao.manutencaoDTO, registros } }
}

/** 06/11 as the engine (mock/engine/memoria.ts) describes a late, long day with a short break. */
const MEMORIA_DO_DIA_6 = [
  'Trabalhado 11:10 - Carga 08:00 = Extra 03:30 (50% 02:00, 70% 01:30)',
  'Noturno 00:35 = 00:30 reduzidas, adicional de 20 %',
  'Intervalo 00:55 de 01:00 = Extra intervalo 00:05',
].join('; ')

const cartao = () =>
  comDias(cartaoFixture(), {
    '2026-11-06': { memoriaCalculo: MEMORIA_DO_DIA_6, horaExtraIntervalo: '00:05' },
    '2026-11-04': { memoriaCalculo: 'Número ímpar de marcações' },
  })

describe('composicaoDoTotal', () => {
  it('Extra 50%: the days with overtime at 50 %, in date order, each with its overtime clause, adding up to the total', () => {
    expect(composicaoDoTotal(cartao(), 'totalHoraExtra')).toEqual({
      parcelas: [
        {
          data: '2026-11-03',
          valor: '01:25',
          motivos: ['Trabalhadas 09:25 - carga 08:00 = extra 01:25 (50%) enviada ao banco de horas'],
        },
        { data: '2026-11-06', valor: '02:00', motivos: ['Trabalhado 11:10 - Carga 08:00 = Extra 03:30 (50% 02:00, 70% 01:30)'] },
      ],
      soma: '03:25',
      total: '03:25',
      confere: true,
    })
  })

  it('each figure picks its own clauses of the same memory: night premium the reduced hour, interval its break', () => {
    const [noturno] = composicaoDoTotal(cartao(), 'totalAdicionalNoturno').parcelas
    expect(noturno).toEqual({ data: '2026-11-06', valor: '00:30', motivos: ['Noturno 00:35 = 00:30 reduzidas, adicional de 20 %'] })
    const intervalo = composicaoDoTotal(cartao(), 'totalHoraExtraIntervalo')
    expect(intervalo.parcelas.map((p) => p.motivos)).toEqual([['Intervalo 00:55 de 01:00 = Extra intervalo 00:05']])
    expect(intervalo.confere).toBe(true)
  })

  it('worked hours: every day with hours, none of the days off, the tolerance clause kept', () => {
    const tolerante = comDias(cartao(), {
      '2026-11-09': { horas: '08:04', memoriaCalculo: 'Trabalhado 08:04 - Carga 08:00 = 00:00 (dentro da tolerância); Tolerância do horário: 5 min por marcação' },
    })
    const { parcelas, confere } = composicaoDoTotal(tolerante, 'totalHoras')
    expect(parcelas.map((p) => p.data)).not.toContain('2026-11-02')
    expect(parcelas.find((p) => p.data === '2026-11-09')?.motivos).toEqual([
      'Trabalhado 08:04 - Carga 08:00 = 00:00 (dentro da tolerância)',
      'Tolerância do horário: 5 min por marcação',
    ])
    expect(confere).toBe(false)
  })

  it('an absence without a clause about it shows the whole memory (the error that made it)', () => {
    expect(composicaoDoTotal(cartao(), 'totalFalta').parcelas).toEqual([
      { data: '2026-11-04', valor: '04:00', motivos: ['Número ímpar de marcações'] },
    ])
  })

  it('DSR: the rest day with its week clause', () => {
    const comDsr = comDias(cartao(), {
      '2026-11-08': { descontoDSR: '08:00', memoriaCalculo: 'Descanso; DSR descontado 08:00 (falta na semana)' },
    })
    expect(composicaoDoTotal(comDsr, 'totalDescontoDSR')).toMatchObject({
      parcelas: [{ data: '2026-11-08', valor: '08:00', motivos: ['DSR descontado 08:00 (falta na semana)'] }],
      confere: true,
    })
  })

  it('says when the days of the card do not make up the total (a DSR discounted in another month)', () => {
    expect(composicaoDoTotal(cartao(), 'totalDescontoDSR')).toEqual({ parcelas: [], soma: '00:00', total: '08:00', confere: false })
  })

  it('only the totals made of day figures can be broken down, the balance and the discounts among them', () => {
    expect(temComposicao('totalHoraExtra')).toBe(true)
    expect(temComposicao('totalHorasGeral')).toBe(true)
    expect(temComposicao('totalHorasNegativasGeral')).toBe(true)
    expect(temComposicao('totalDiasFalta')).toBe(false)
    expect(temComposicao('toString')).toBe(false)
  })

  it('a discount the backend writes as a negative total: the days follow its sign', () => {
    const { parcelas, soma, total } = composicaoDoTotal(cartao(), 'totalHorasNegativasGeral')
    expect(total).toBe('-04:20')
    expect(parcelas.map((p) => [p.data, p.valor])).toEqual([['2026-11-04', '-04:00'], ['2026-11-06', '-00:20']])
    expect(soma).toBe(total)
  })
})
