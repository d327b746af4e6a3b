import { describe, expect, it } from 'vitest'
import { MSG_SEM_QUADRO } from '@/shared/config'
import { diasDoCartao, errorMessageFor, errorsByDate, ocorrenciaDoDia, rowTone, semQuadroMessage } from './dia'
import { cartaoFixture, MES, registro } from './testing/cartao-ponto.fixture'

const SEGUNDA = '2026-11-09'

describe('rowTone', () => {
  it('[TC-093] danger for an error or an inconsistent day', () => {
    expect(rowTone(registro(SEGUNDA, { error: true }))).toBe('danger')
    expect(rowTone(registro(SEGUNDA, { inconsistente: true }))).toBe('danger')
    expect(rowTone(registro(SEGUNDA, { inconsistente: true, feriado: true }))).toBe('danger')
  })

  it('[TC-094] success for a day off, a holiday or a rest day', () => {
    expect(rowTone(registro(SEGUNDA, { folga: true }))).toBe('success')
    expect(rowTone(registro(SEGUNDA, { feriado: true }))).toBe('success')
    expect(rowTone(registro(SEGUNDA, { descanso: true }))).toBe('success')
    expect(rowTone(registro(SEGUNDA))).toBe('default')
  })
})

describe('semQuadroMessage', () => {
  const semQuadro = { inconsistente: true, quadroHorarioId: null }

  it('[TC-096] an inconsistent record without schedule, DSR discount or scales has no schedule', () => {
    expect(semQuadroMessage(registro(SEGUNDA, semQuadro))).toBe('Registro não possui quadro de horário!')
    expect(semQuadroMessage(registro(SEGUNDA, { ...semQuadro, descontoDSR: '00:00' }))).toBe(MSG_SEM_QUADRO)
  })

  it('[TC-096] any of schedule, DSR discount, monthly or on-call scale, or consistency clears it', () => {
    expect(semQuadroMessage(registro(SEGUNDA, { ...semQuadro, quadroHorarioId: 3 }))).toBeNull()
    expect(semQuadroMessage(registro(SEGUNDA, { ...semQuadro, descontoDSR: '08:00' }))).toBeNull()
    expect(semQuadroMessage(registro(SEGUNDA, { ...semQuadro, escalaMensal: true }))).toBeNull()
    expect(semQuadroMessage(registro(SEGUNDA, { ...semQuadro, escalaSobreAviso: true }))).toBeNull()
    expect(semQuadroMessage(registro(SEGUNDA, { ...semQuadro, inconsistente: false }))).toBeNull()
  })
})

describe('errors by date', () => {
  it('[TC-097] a date takes its message from the map; dates missing from it have none', () => {
    const errors = { '2026-11-04': 'Número ímpar de marcações', '2026-11-05': '' }
    expect(errorMessageFor('2026-11-04', errors)).toBe('Número ímpar de marcações')
    expect(errorMessageFor('2026-11-05', errors)).toBeNull()
    expect(errorMessageFor('2026-11-06', errors)).toBeNull()
  })

  it('[TC-097] the map holds each date error, falling back to the record message', () => {
    const cartao = cartaoFixture()
    const entrada = cartao.manutencaoDTO.registros['2026-11-09']!
    cartao.manutencaoDTO.registros['2026-11-09'] = { registro: { ...entrada.registro, errorMessage: 'Do registro' }, error: null }
    cartao.manutencaoDTO.registros['2026-11-10'] = { ...cartao.manutencaoDTO.registros['2026-11-10']!, error: 'Do mapa' }
    expect(errorsByDate(cartao)).toEqual({
      '2026-11-04': 'Número ímpar de marcações',
      '2026-11-09': 'Do registro',
      '2026-11-10': 'Do mapa',
    })
  })
})

describe('diasDoCartao', () => {
  it('[TC-066] one row per day, in date order, with tone and message', () => {
    const cartao = cartaoFixture({}, MES)
    const embaralhado = Object.fromEntries(Object.entries(cartao.manutencaoDTO.registros).reverse())
    const dias = diasDoCartao({ ...cartao, manutencaoDTO: { ...cartao.manutencaoDTO, registros: embaralhado } })
    expect(dias).toHaveLength(30)
    expect(dias.map((d) => d.data).slice(0, 3)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03'])
    const porData = Object.fromEntries(dias.map((d) => [d.data, d]))
    expect(porData['2026-11-02']).toMatchObject({ tone: 'success', mensagem: null })
    expect(porData['2026-11-04']).toMatchObject({ tone: 'danger', mensagem: 'Número ímpar de marcações' })
    expect(porData['2026-11-05']).toMatchObject({ tone: 'danger', mensagem: MSG_SEM_QUADRO })
    expect(porData['2026-11-09']).toMatchObject({ tone: 'default', mensagem: null })
  })
  it('keeps the day objects whose record and message did not change, so a correction redraws one row', () => {
    const cartao = cartaoFixture({}, MES)
    const antes = diasDoCartao(cartao)
    const corrigido = { ...cartao.manutencaoDTO.registros['2026-11-09']!, registro: { ...cartao.manutencaoDTO.registros['2026-11-09']!.registro } }
    const depois = diasDoCartao({ ...cartao, manutencaoDTO: { ...cartao.manutencaoDTO, registros: { ...cartao.manutencaoDTO.registros, '2026-11-09': corrigido } } })
    const mudaram = depois.filter((dia, i) => dia !== antes[i]).map((dia) => dia.data)
    expect(mudaram).toEqual(['2026-11-09'])
    expect(depois.find((dia) => dia.data === '2026-11-09')?.registro).toBe(corrigido.registro)
  })
})

describe('ocorrenciaDoDia', () => {
  it("[TC-081] hour, occurrence and reason of the day's first treatment, else the day's occurrence", () => {
    const cartao = cartaoFixture()
    expect(ocorrenciaDoDia(cartao.manutencaoDTO.registros['2026-11-03']!.registro)).toEqual({
      hora: '01:00',
      ocorrencia: 'Inclusão de marcação',
      motivo: 'Esquecimento de marcação',
    })
    expect(ocorrenciaDoDia(cartao.manutencaoDTO.registros['2026-11-02']!.registro)).toEqual({
      hora: '',
      ocorrencia: 'Feriado (Finados)',
      motivo: '',
    })
  })
})
