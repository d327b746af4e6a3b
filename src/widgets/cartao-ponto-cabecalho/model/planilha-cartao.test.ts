import { describe, expect, it } from 'vitest'
import { cartaoFixture, SESSOES } from '@/entities/cartao-ponto/model/testing/cartao-ponto.fixture'
import type { CartaoPonto, ColunaCartao, RegistroDia } from '@/entities/cartao-ponto'
import type { Planilha } from '@/features/exportar-planilha'
import { planilhaDoCartao } from './planilha-cartao'

/** The card with some figures of day `data` replaced. */
function comDia(cartao: CartaoPonto, data: string, campos: Partial<RegistroDia>): CartaoPonto {
  const { registros } = cartao.manutencaoDTO
  const dia = registros[data]!
  return {
    ...cartao,
    manutencaoDTO: { ...cartao.manutencaoDTO, registros: { ...registros, [data]: { ...dia, registro: { ...dia.registro, ...campos } } } },
  }
}

/**
 * A night worker's card: 07/11 is all night overtime at 100 %, 09/11 followed a short rest. The fixture's summary is no
 * sum of its days, which tells the summary's figures from sums in the last row.
 */
function cartaoNoturno(): CartaoPonto {
  const cartao = cartaoFixture({ manutencaoDTO: { totalHoraExtraNoturnaCemPorcento: '04:34', totalHoraExtraInterjornada: '01:02' } })
  const noturno = comDia(cartao, '2026-11-07', { horaExtraTotal: '04:34', horaExtraNoturnaCemPorcento: '04:34' })
  return comDia(noturno, '2026-11-09', { horaExtraTotal: '01:47', horaExtraInterjornada: '01:02', horaExtraCustom: '00:45' })
}

/** The row starting with `inicio`, as a record by header. */
function linha(planilha: Planilha, inicio: string) {
  const celulas = planilha.linhas.find((l) => String(l[0]).startsWith(inicio))!
  return Object.fromEntries(planilha.colunas.map((coluna, i) => [coluna, celulas[i]]))
}

const exportar = (cartao: CartaoPonto, ocultas: ColunaCartao[] = []) => planilhaDoCartao(cartao, SESSOES.rh, ocultas)

describe('planilhaDoCartao', () => {
  it('adds after the overtime columns the bands the summary shows but the grid does not, so that each day adds up to Extra', () => {
    const planilha = exportar(cartaoNoturno())

    const depoisDaNoturna = planilha.colunas.slice(planilha.colunas.indexOf('Extra Noturna'))
    expect(depoisDaNoturna.slice(0, 5)).toEqual(['Extra Noturna', 'Extra Noturna 100%', 'Extra Interjornada', 'Extra Domingo', 'Falta'])
    expect(linha(planilha, '07/11/2026')).toMatchObject({ Extra: '04:34', 'Extra Noturna 100%': '04:34', 'Extra Interjornada': null })
    expect(linha(planilha, '09/11/2026')).toMatchObject({ Extra: '01:47', 'Extra Interjornada': '01:02', 'Extra Domingo': '00:45' })
  })

  it('leaves out a band the summary leaves out: a disabled field, no interjornada in the month, no custom band', () => {
    const cartao = cartaoFixture({
      config: { cartaoPonto: { horaExtraNoturna100: { enabled: false } } },
      manutencaoDTO: { horaExtraCustomLabel: null },
    })

    const { colunas } = exportar(cartao)

    expect(colunas.slice(colunas.indexOf('Extra Noturna'), colunas.indexOf('Extra Noturna') + 2)).toEqual(['Extra Noturna', 'Falta'])
  })

  it('puts the bands after the last overtime column the user kept', () => {
    const { colunas } = exportar(cartaoNoturno(), ['horaExtraIntervalo', 'horaExtraNoturna'])

    expect(colunas.slice(colunas.indexOf('Extra 100%'), colunas.indexOf('Falta'))).toEqual([
      'Extra 100%',
      'Extra Noturna 100%',
      'Extra Interjornada',
      'Extra Domingo',
    ])
  })

  it("ends with the competence's totals: the summary's figures, the durations it has no total for summed with their sign", () => {
    const planilha = exportar(cartaoNoturno())

    expect(planilha.linhas).toHaveLength(10 + 1)
    expect(linha(planilha, 'Total da competência')).toMatchObject({
      'Entrada 1': null,
      Total: '160:35',
      'Carga Horária': '48:00',
      'Memória de Cálculo': null,
      Extra: '04:55',
      'Extra 50%': '03:25',
      'Extra Noturna 100%': '04:34',
      'Extra Interjornada': '01:02',
      'Extra Domingo': '00:45',
      Falta: '04:00',
      'Saída Antecipada': '00:00',
      'Saldo BH': '-02:35',
      Compensação: '-00:20',
      Motivo: null,
      Tratamentos: null,
    })
  })
})
