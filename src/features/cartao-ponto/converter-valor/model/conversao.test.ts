import { describe, expect, it } from 'vitest'
import { registro } from '@/entities/cartao-ponto/model/testing/cartao-ponto.fixture'
import {
  CONVERSOES,
  conversaoDoTipo,
  horaEditavel,
  mensagemTipoNaoReconhecido,
  motivoFixo,
  opcoesConversao,
  tipoConversaoDoCampo,
  valorDoCampo,
} from './conversao'

const COM_BANCO = { existeBancoHoras: true }

const tratamento = {
  id: 1, hora: '01:00', ocorrencia: 'I', motivo: { id: 117, descricao: 'Hora Extra' }, tipoJustificativa: 'HORA_EXTRA' as const,
}

describe('conversion kinds', () => {
  it('[TC-147][TC-148][TC-149] the title of each amount', () => {
    expect(CONVERSOES.HORA_EXTRA.titulo).toBe('Alterar Horas Extras')
    expect(CONVERSOES.HORA_EXTRA_CALCULADA.titulo).toBe('Alterar Horas Extras')
    expect(CONVERSOES.FALTA.titulo).toBe('Alterar Faltas')
    expect(CONVERSOES.ATRASO.titulo).toBe('Alterar Faltas')
    expect(CONVERSOES.SAIDA_ANTECIPADA.titulo).toBe('Alterar Faltas')
    expect(CONVERSOES.BANCO_DE_HORAS.titulo).toBe('Alterar banco de horas')
  })

  it('maps the grid columns to their kind', () => {
    expect(tipoConversaoDoCampo('horaExtraTotal')).toBe('HORA_EXTRA')
    expect(tipoConversaoDoCampo('horaExtraCalculada')).toBe('HORA_EXTRA_CALCULADA')
    expect(tipoConversaoDoCampo('falta')).toBe('FALTA')
    expect(tipoConversaoDoCampo('atraso')).toBe('ATRASO')
    expect(tipoConversaoDoCampo('saidaAntecipada')).toBe('SAIDA_ANTECIPADA')
    expect(tipoConversaoDoCampo('saldoBanco')).toBe('BANCO_DE_HORAS')
    expect(tipoConversaoDoCampo('horas')).toBeNull()
    expect(tipoConversaoDoCampo('horaExtra')).toBeNull()
  })

  it("[TC-151] an unknown kind has no definition and says 'TIPO {tipo} NÃO RECONHECIDO!'", () => {
    expect(conversaoDoTipo('XPTO')).toBeNull()
    expect(mensagemTipoNaoReconhecido('XPTO')).toBe('TIPO XPTO NÃO RECONHECIDO!')
    expect(conversaoDoTipo('FALTA')).toBe(CONVERSOES.FALTA)
  })

  it('[TC-162] fixed reasons by justification type; the others take a chosen reason', () => {
    expect(motivoFixo('HORA_EXTRA')).toBe(117)
    expect(motivoFixo('BANCO_DE_DIAS_DEBITO')).toBe(114)
    expect(motivoFixo('BANCO_DE_HORAS_DEBITO')).toBe(112)
    expect(motivoFixo('BANCO_DE_HORAS_CREDITO')).toBe(111)
    expect(motivoFixo('ABONO')).toBeNull()
    expect(motivoFixo('JUSTIFICATIVA')).toBeNull()
    expect(motivoFixo(null)).toBeNull()
  })

  it('the amount without sign', () => {
    expect(valorDoCampo(registro('2026-11-04', { saldoBanco: '-00:17' }), 'saldoBanco')).toBe('00:17')
    expect(valorDoCampo(registro('2026-11-04', { falta: '' }), 'falta')).toBe('00:00')
  })
})

describe('offered conversions', () => {
  it('[TC-159] day bank debit only when the day has no treatments and no hour bank movement', () => {
    expect(opcoesConversao('FALTA', registro('2026-11-11', { falta: '08:00' }), COM_BANCO)).toContain('BANCO_DE_DIAS_DEBITO')
    expect(opcoesConversao('FALTA', registro('2026-11-11', { falta: '08:00', tratamentos: [tratamento] }), COM_BANCO)).not.toContain(
      'BANCO_DE_DIAS_DEBITO',
    )
    expect(opcoesConversao('FALTA', registro('2026-11-11', { falta: '08:00', bhMenos: '08:00' }), COM_BANCO)).not.toContain(
      'BANCO_DE_DIAS_DEBITO',
    )
    expect(opcoesConversao('BANCO_DE_HORAS', registro('2026-11-11', { saldoBanco: '-08:00' }), COM_BANCO)).toContain('BANCO_DE_DIAS_DEBITO')
    expect(opcoesConversao('BANCO_DE_HORAS', registro('2026-11-11', { saldoBanco: '-08:00', bhMenos: '08:00' }), COM_BANCO)).not.toContain(
      'BANCO_DE_DIAS_DEBITO',
    )
  })

  it('[TC-160] every kind offers an hour bank conversion', () => {
    const dia = registro('2026-11-06', {
      horaExtraTotal: '01:00', horaExtraCalculada: '01:40', falta: '08:00', atraso: '00:20', saidaAntecipada: '00:10', saldoBanco: '00:40',
    })
    expect(opcoesConversao('HORA_EXTRA', dia, COM_BANCO)).toContain('BANCO_DE_HORAS_CREDITO')
    expect(opcoesConversao('HORA_EXTRA_CALCULADA', dia, COM_BANCO)).toContain('BANCO_DE_HORAS_CREDITO')
    expect(opcoesConversao('FALTA', dia, COM_BANCO)).toContain('BANCO_DE_HORAS_DEBITO')
    expect(opcoesConversao('ATRASO', dia, COM_BANCO)).toContain('BANCO_DE_HORAS_DEBITO')
    expect(opcoesConversao('SAIDA_ANTECIPADA', dia, COM_BANCO)).toContain('BANCO_DE_HORAS_DEBITO')
    expect(opcoesConversao('BANCO_DE_HORAS', dia, COM_BANCO)).toContain('BANCO_DE_HORAS_CREDITO')
    expect(opcoesConversao('BANCO_DE_HORAS', { ...dia, saldoBanco: '-00:17' }, COM_BANCO)).toContain('BANCO_DE_HORAS_DEBITO')
  })

  it('[TC-161] paying overtime only when there is an amount', () => {
    expect(opcoesConversao('HORA_EXTRA', registro('2026-11-06', { horaExtraTotal: '01:00' }), COM_BANCO)).toEqual([
      'BANCO_DE_HORAS_CREDITO',
      'HORA_EXTRA',
    ])
    expect(opcoesConversao('HORA_EXTRA', registro('2026-11-06', { horaExtraTotal: '' }), COM_BANCO)).toEqual(['BANCO_DE_HORAS_CREDITO'])
    expect(opcoesConversao('HORA_EXTRA', registro('2026-11-06', { horaExtraTotal: '00:00' }), COM_BANCO)).toEqual(['BANCO_DE_HORAS_CREDITO'])
    expect(opcoesConversao('BANCO_DE_HORAS', registro('2026-11-06', { saldoBanco: '00:40' }), COM_BANCO)).toEqual([
      'HORA_EXTRA',
      'BANCO_DE_HORAS_CREDITO',
    ])
    expect(opcoesConversao('BANCO_DE_HORAS', registro('2026-11-06', { saldoBanco: '' }), COM_BANCO)).toEqual(['BANCO_DE_HORAS_CREDITO'])
  })

  it('[TC-177][TC-160] overtime is offered as hour bank credit only to an employee with an hour bank in the competence', () => {
    const dia = registro('2026-11-06', { horaExtraTotal: '01:00', horaExtraCalculada: '01:40', falta: '08:00' })
    const semBanco = { existeBancoHoras: false }
    expect(opcoesConversao('HORA_EXTRA', dia, semBanco)).toEqual(['HORA_EXTRA'])
    expect(opcoesConversao('HORA_EXTRA_CALCULADA', dia, semBanco)).toEqual(['HORA_EXTRA'])
    expect(opcoesConversao('HORA_EXTRA', dia, COM_BANCO)).toEqual(['BANCO_DE_HORAS_CREDITO', 'HORA_EXTRA'])
  })

  it('[TC-177] an absence, delay or early leave is debited from the hour bank only when the employee has one', () => {
    const dia = registro('2026-11-06', { falta: '08:00', atraso: '00:20', saidaAntecipada: '00:10' })
    const semBanco = { existeBancoHoras: false }
    expect(opcoesConversao('FALTA', dia, semBanco)).toEqual(['BANCO_DE_DIAS_DEBITO', 'ABONO', 'JUSTIFICATIVA'])
    expect(opcoesConversao('ATRASO', dia, semBanco)).toEqual(['ABONO', 'JUSTIFICATIVA'])
    expect(opcoesConversao('SAIDA_ANTECIPADA', dia, semBanco)).toEqual(['ABONO', 'JUSTIFICATIVA'])
  })

  it('[TC-158] the hour is editable only for absence, delay and early leave (and paying part of the hour bank)', () => {
    for (const tipo of ['FALTA', 'ATRASO', 'SAIDA_ANTECIPADA'] as const) {
      expect(horaEditavel(tipo, null)).toBe(true)
      expect(horaEditavel(tipo, 'BANCO_DE_HORAS_DEBITO')).toBe(true)
      expect(horaEditavel(tipo, 'BANCO_DE_DIAS_DEBITO')).toBe(false)
    }
    expect(horaEditavel('HORA_EXTRA', 'HORA_EXTRA')).toBe(false)
    expect(horaEditavel('HORA_EXTRA_CALCULADA', 'BANCO_DE_HORAS_CREDITO')).toBe(false)
    expect(horaEditavel('BANCO_DE_HORAS', 'BANCO_DE_HORAS_CREDITO')).toBe(false)
    expect(horaEditavel('BANCO_DE_HORAS', 'HORA_EXTRA')).toBe(true)
  })
})
