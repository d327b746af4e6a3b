import { describe, expect, it } from 'vitest'
import { marcacao, pares, registro } from '@/entities/cartao-ponto/model/testing/cartao-ponto.fixture'
import { competenciaDoDia, diasDoPeriodo, paresDoDia, textoRestantes } from './dias-da-solicitacao'

describe('diasDoPeriodo', () => {
  it.each([
    ['one day', '2026-11-13', '2026-11-13', ['2026-11-13'], 0],
    ['an absent end is the start', '2026-11-13', null, ['2026-11-13'], 0],
    ['an end before the start is the start', '2026-11-13', '2026-11-12', ['2026-11-13'], 0],
    ['across a month', '2026-10-30', '2026-11-02', ['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02'], 0],
    ['seven days, all shown', '2026-11-01', '2026-11-07', ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07'], 0],
    ['ten days: the first seven and three left', '2026-11-01', '2026-11-10', ['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07'], 3],
  ] as const)('%s', (_, inicio, fim, dias, restantes) => {
    expect(diasDoPeriodo(inicio, fim)).toEqual({ dias, restantes })
  })

  it('crosses the change of daylight saving time without losing a day', () => {
    expect(diasDoPeriodo('2018-11-03', '2018-11-05').dias).toEqual(['2018-11-03', '2018-11-04', '2018-11-05'])
  })

  it('says how many days are left out', () => {
    expect(textoRestantes(1)).toBe('e mais 1 dia')
    expect(textoRestantes(23)).toBe('e mais 23 dias')
  })
})

describe('competenciaDoDia', () => {
  const competencias = [
    { id: 13, inicio: '2026-11-01', fim: '2026-11-30' },
    { id: 12, inicio: '2026-10-01', fim: '2026-10-31' },
  ]
  it.each([
    ['2026-11-01', 13],
    ['2026-10-31', 12],
    ['2026-12-01', undefined],
  ] as const)('%s is in competence %s', (data, id) => {
    expect(competenciaDoDia(data, competencias)?.id).toBe(id)
  })
})

describe('paresDoDia', () => {
  const DIA = '2026-11-13'
  it.each([
    ['two complete pairs', ['08:00', '12:00', '13:00', '17:00'], ['08:00 – 12:00', '13:00 – 17:00']],
    ['a pair missing its exit', ['12:00', '13:00', '17:00'], ['12:00 – 13:00', '17:00 – --:--']],
    ['no punches', [], []],
  ] as const)('%s', (_, horas, esperado) => {
    expect(paresDoDia(registro(DIA, { marcacoes: pares(DIA, horas) }))).toEqual(esperado)
  })

  it('leaves out disregarded punches and shows pairs in their order', () => {
    const dia = registro(DIA, {
      marcacoes: [
        { sequencia: 2, entrada: marcacao(DIA, '13:00'), saida: null },
        { sequencia: 1, entrada: marcacao(DIA, '07:10', { desconsiderada: true }), saida: marcacao(DIA, '12:00') },
        { sequencia: 3, entrada: marcacao(DIA, '18:00', { desconsiderada: true }), saida: null },
      ],
    })
    expect(paresDoDia(dia)).toEqual(['--:-- – 12:00', '13:00 – --:--'])
  })
})
