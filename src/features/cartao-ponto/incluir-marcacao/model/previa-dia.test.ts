import { describe, expect, it } from 'vitest'
import type { Marcacao, ParMarcacao } from '@/entities/cartao-ponto'
import { avisoForaDeOrdem, previaDoDia, type SlotDaPrevia } from './previa-dia'

const DIA = '2026-11-13'
let proximoId = 1

/** '08:00' an ORIGINAL punch of the day; '08:00*' INCLUIDO; '02:00+1' dated the next day; '08:01-' disregarded. */
function marcacao(texto: string | null): Marcacao | null {
  if (!texto) return null
  const hora = texto.slice(0, 5)
  const data = texto.includes('+1') ? '2026-11-14' : DIA
  return {
    id: proximoId++,
    hora,
    data,
    dataHora: `${data}T${hora}:00`,
    tipoMarcacao: texto.includes('*') ? 'INCLUIDO' : 'ORIGINAL',
    desconsiderada: texto.endsWith('-'),
    tratamento: null,
  }
}

/** The day's pairs from [entrada, saida] texts, pair 1 first. */
const pares = (...linhas: Array<[string | null, string | null]>): ParMarcacao[] =>
  linhas.map(([entrada, saida], i) => ({ sequencia: i + 1, entrada: marcacao(entrada), saida: marcacao(saida) }))

function slot(dia: ParMarcacao[], posicao: `${'Entrada' | 'Saída'} ${1 | 2 | 3 | 4}`): SlotDaPrevia {
  const sequencia = Number(posicao.slice(-1)) as 1 | 2 | 3 | 4
  const modoMarcacao = posicao.startsWith('Entrada') ? 'ENTRADA' : 'SAIDA'
  const par = dia.find((p) => p.sequencia === sequencia)
  return { pares: dia, data: DIA, sequencia, modoMarcacao, marcacao: (modoMarcacao === 'ENTRADA' ? par?.entrada : par?.saida) ?? null }
}

/** A previewed day as 'entrada – saida' per pair ('' for an empty side), and its total. */
const texto = (dia: { pares: { entrada: string | null; saida: string | null }[]; total: string }) => [
  ...dia.pares.map((p) => `${p.entrada ?? ''} – ${p.saida ?? ''}`),
  `= ${dia.total}`,
]

describe('previaDoDia: the day after the save, its time order and the day put in order', () => {
  it.each([
    {
      caso: 'issue 14: 12:00 typed into Saída 2 after 17:00 (24 h worked)',
      dia: pares(['08:00', '13:00'], ['17:00', null]),
      onde: 'Saída 2' as const,
      hora: '12:00',
      depois: ['08:00 – 13:00', '17:00 – 12:00', '= 24:00'],
      aviso: 'As marcações ficarão fora da ordem de horário: 17:00 – 12:00 soma 19:00.',
      emOrdem: ['08:00 – 12:00', '13:00 – 17:00', '= 08:00'],
    },
    {
      caso: 'issue 14: the missing first punch typed last',
      dia: pares(['12:00', '13:00'], ['17:00', null]),
      onde: 'Saída 2' as const,
      hora: '08:00',
      depois: ['12:00 – 13:00', '17:00 – 08:00', '= 16:00'],
      aviso: 'As marcações ficarão fora da ordem de horário: 17:00 – 08:00 soma 15:00.',
      emOrdem: ['08:00 – 12:00', '13:00 – 17:00', '= 08:00'],
    },
    {
      caso: 'a day shift: the missing exit in its place is in order, nothing to warn about',
      dia: pares(['08:00', '12:00'], ['13:00', null]),
      onde: 'Saída 2' as const,
      hora: '17:00',
      depois: ['08:00 – 12:00', '13:00 – 17:00', '= 08:00'],
      aviso: null,
      emOrdem: ['08:00 – 12:00', '13:00 – 17:00', '= 08:00'],
    },
    {
      caso: 'a break across pairs names both slots; an incomplete pair does not count',
      dia: pares(['08:00', '12:00'], ['13:00', '17:00']),
      onde: 'Entrada 3' as const,
      hora: '10:00',
      depois: ['08:00 – 12:00', '13:00 – 17:00', '10:00 – ', '= 08:00'],
      aviso: 'As marcações ficarão fora da ordem de horário: 10:00 na Entrada 3 é anterior a 17:00 na Saída 2.',
      emOrdem: ['08:00 – 10:00', '12:00 – 13:00', '17:00 – ', '= 03:00'],
    },
    {
      caso: 'altering a punch replaces it at its slot',
      dia: pares(['08:00', '12:00'], ['13:00', '17:00']),
      onde: 'Entrada 2' as const,
      hora: '11:00',
      depois: ['08:00 – 12:00', '11:00 – 17:00', '= 10:00'],
      aviso: 'As marcações ficarão fora da ordem de horário: 11:00 na Entrada 2 é anterior a 12:00 na Saída 1.',
      emOrdem: ['08:00 – 11:00', '12:00 – 17:00', '= 08:00'],
    },
    {
      caso: 'empty slots between punches and disregarded punches are skipped',
      dia: pares(['08:00', '08:01-'], [null, null], [null, '12:00']),
      onde: 'Entrada 3' as const,
      hora: '09:00',
      depois: ['08:00 – ', '09:00 – 12:00', '= 03:00'],
      aviso: null,
      emOrdem: ['08:00 – 09:00', '12:00 – ', '= 01:00'],
    },
    {
      caso: 'a clock exit of the next day (night shift) is in order and counts across midnight',
      dia: pares(['19:00', '01:00+1']),
      onde: 'Entrada 1' as const,
      hora: '18:00',
      depois: ['18:00 – 01:00', '= 07:00'],
      aviso: null,
      emOrdem: ['18:00 – 01:00', '= 07:00'],
    },
    {
      caso: 'a time typed after a night-shift clock exit is of the next day too: in order',
      dia: pares(['19:00', '01:00+1'], [null, null]),
      onde: 'Entrada 2' as const,
      hora: '02:00',
      depois: ['19:00 – 01:00', '02:00 – ', '= 06:00'],
      aviso: null,
      emOrdem: ['19:00 – 01:00', '02:00 – ', '= 06:00'],
    },
    {
      caso: 'an included punch counts on its day, whatever next-day date the backend inferred',
      dia: pares(['08:00', '13:00'], ['17:00', '12:00*+1']),
      onde: 'Entrada 3' as const,
      hora: '18:00',
      depois: ['08:00 – 13:00', '17:00 – 12:00', '18:00 – ', '= 24:00'],
      aviso: 'As marcações ficarão fora da ordem de horário: 17:00 – 12:00 soma 19:00.',
      emOrdem: ['08:00 – 12:00', '13:00 – 17:00', '18:00 – ', '= 08:00'],
    },
    {
      caso: 'a punch typed at midnight (24:00) closes the day',
      dia: pares(['16:00', null]),
      onde: 'Saída 1' as const,
      hora: '24:00',
      depois: ['16:00 – 24:00', '= 08:00'],
      aviso: null,
      emOrdem: ['16:00 – 24:00', '= 08:00'],
    },
  ])('$caso', ({ dia, onde, hora, depois, aviso, emOrdem }) => {
    const previa = previaDoDia(slot(dia, onde), hora)
    expect(texto(previa.dia)).toEqual(depois)
    expect(previa.quebra && avisoForaDeOrdem(previa.quebra)).toBe(aviso)
    expect(texto(previa.emOrdem)).toEqual(emOrdem)
  })

  describe('a night shift is read across midnight (domain.md rules 2 and 14; QA D1)', () => {
    it.each([
      {
        caso: 'the night shift typed in order, 22:00 02:00 03:00 then 06:00: in order, 07:00, nothing sorted',
        dia: pares(['22:00*', '02:00*+1'], ['03:00*+1', null]),
        onde: 'Saída 2' as const,
        hora: '06:00',
        depois: ['22:00 – 02:00', '03:00 – 06:00', '= 07:00'],
        aviso: null,
        emOrdem: ['22:00 – 02:00', '03:00 – 06:00', '= 07:00'],
      },
      {
        caso: 'its exit 02:00 typed after the 22:00 entry crosses midnight',
        dia: pares(['22:00*', null]),
        onde: 'Saída 1' as const,
        hora: '02:00',
        depois: ['22:00 – 02:00', '= 04:00'],
        aviso: null,
        emOrdem: ['22:00 – 02:00', '= 04:00'],
      },
      {
        caso: 'the last clock exit 06:01 altered to 04:30 (early exit): in order, 05:31',
        dia: pares(['21:59', '01:58+1'], ['02:58+1', '06:01+1']),
        onde: 'Saída 2' as const,
        hora: '04:30',
        depois: ['21:59 – 01:58', '02:58 – 04:30', '= 05:31'],
        aviso: null,
        emOrdem: ['21:59 – 01:58', '02:58 – 04:30', '= 05:31'],
      },
      {
        caso: 'a typo on a day shift, 08:00 12:00 13:00 then 07:00, is still out of order (23 h read across midnight)',
        dia: pares(['08:00', '12:00'], ['13:00', null]),
        onde: 'Saída 2' as const,
        hora: '07:00',
        depois: ['08:00 – 12:00', '13:00 – 07:00', '= 22:00'],
        aviso: 'As marcações ficarão fora da ordem de horário: 13:00 – 07:00 soma 18:00.',
        emOrdem: ['07:00 – 08:00', '12:00 – 13:00', '= 02:00'],
      },
      {
        caso: 'a punch in order across midnight but spanning more than 16 h is out of order',
        dia: pares(['14:00', '20:00'], [null, null]),
        onde: 'Entrada 2' as const,
        hora: '08:00',
        depois: ['14:00 – 20:00', '08:00 – ', '= 06:00'],
        aviso: 'As marcações ficarão fora da ordem de horário: 08:00 na Entrada 2 é anterior a 20:00 na Saída 1.',
        emOrdem: ['08:00 – 14:00', '20:00 – ', '= 06:00'],
      },
      {
        caso: 'midnight is crossed once: a second step back is out of order, and the day in order sorts across midnight',
        dia: pares(['22:00*', '02:00*+1'], ['03:00*+1', '06:00*+1']),
        onde: 'Entrada 2' as const,
        hora: '01:00',
        depois: ['22:00 – 02:00', '01:00 – 06:00', '= 09:00'],
        aviso: 'As marcações ficarão fora da ordem de horário: 01:00 na Entrada 2 é anterior a 02:00 na Saída 1.',
        emOrdem: ['22:00 – 01:00', '02:00 – 06:00', '= 07:00'],
      },
      {
        caso: 'a night shift typed out of order is put in order across midnight',
        dia: pares(['22:00*', '03:00*+1'], [null, null]),
        onde: 'Entrada 2' as const,
        hora: '23:00',
        depois: ['22:00 – 03:00', '23:00 – ', '= 05:00'],
        aviso: 'As marcações ficarão fora da ordem de horário: 22:00 – 03:00 soma 05:00.',
        emOrdem: ['22:00 – 23:00', '03:00 – ', '= 01:00'],
      },
    ])('$caso', ({ dia, onde, hora, depois, aviso, emOrdem }) => {
      const previa = previaDoDia(slot(dia, onde), hora)
      expect(texto(previa.dia)).toEqual(depois)
      expect(previa.quebra && avisoForaDeOrdem(previa.quebra)).toBe(aviso)
      expect(texto(previa.emOrdem)).toEqual(emOrdem)
    })
  })

  it('a night shift typed in order needs no sorting; its exit typed before its entry is re-dated by putting the day in order', () => {
    expect(previaDoDia(slot(pares(['22:00*', '02:00*+1'], ['03:00*+1', null]), 'Saída 2'), '06:00').redatar).toBe(false)
    const saidaAntes = previaDoDia(slot(pares([null, '02:00*']), 'Entrada 1'), '22:00')
    expect(saidaAntes.quebra).toBeNull()
    expect(texto(saidaAntes.dia)).toEqual(['22:00 – 02:00', '= 04:00'])
    expect(saidaAntes.redatar).toBe(true)
    expect(previaDoDia(slot(pares(['08:00', '12:00'], ['13:00', null]), 'Saída 2'), '17:00').redatar).toBe(false)
  })

  it('keeps each pair at its sequence: pairs before the first punch are not shown', () => {
    const previa = previaDoDia(slot(pares([null, null], ['13:00', null]), 'Saída 2'), '17:00')
    expect(previa.dia.pares).toEqual([{ sequencia: 2, entrada: '13:00', saida: '17:00' }])
    expect(previa.emOrdem.pares).toEqual([{ sequencia: 1, entrada: '13:00', saida: '17:00' }])
  })
})
