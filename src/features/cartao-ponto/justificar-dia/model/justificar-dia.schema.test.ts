import { describe, expect, it } from 'vitest'
import { horasJustificadas, justificarDiaSchema, tiposJustificarDia } from './justificar-dia.schema'

const motivo = { id: 103, descricao: 'Consulta médica', ativo: true }

describe('justificarDiaSchema', () => {
  it('[TC-114] the reason is required: Preenchimento do motivo e obrigatorio', () => {
    const result = justificarDiaSchema.safeParse({ tipoJustificativa: 'ABONO', motivo: null, observacao: '' })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['motivo', 'Preenchimento do motivo e obrigatorio']])
  })

  it('[TC-114] accepts a kind, a reason and an optional observation', () => {
    expect(justificarDiaSchema.parse({ tipoJustificativa: 'JUSTIFICATIVA', motivo, observacao: '' })).toEqual({
      tipoJustificativa: 'JUSTIFICATIVA', motivo, observacao: '',
    })
    expect(justificarDiaSchema.safeParse({ tipoJustificativa: 'HORA_EXTRA', motivo, observacao: '' }).success).toBe(false)
  })
})

describe('tiposJustificarDia', () => {
  it('[TC-114][TC-115] all four options for FIXO and FIXO_INTERVALO_FLEXIVEL', () => {
    for (const tipo of ['FIXO', 'FIXO_INTERVALO_FLEXIVEL']) {
      expect(tiposJustificarDia(tipo)).toEqual(['ABONO', 'ABONO_ENTRADA', 'ABONO_SAIDA', 'JUSTIFICATIVA'])
    }
  })

  it('[TC-115] no delay or early-leave excuse for the other schedule types or without schedule', () => {
    for (const tipo of ['FLEXIVEL', 'REVEZAMENTO', 'CARGA_HORARIA', 'SOBRE_AVISO', null]) {
      expect(tiposJustificarDia(tipo)).toEqual(['ABONO', 'JUSTIFICATIVA'])
    }
  })
})

describe('horasJustificadas', () => {
  const dia = { atraso: '00:25', saidaAntecipada: '00:40' }
  it('[TC-116] the delay for ABONO_ENTRADA, the early leave for ABONO_SAIDA, none otherwise', () => {
    expect(horasJustificadas('ABONO_ENTRADA', dia)).toBe('00:25')
    expect(horasJustificadas('ABONO_SAIDA', dia)).toBe('00:40')
    expect(horasJustificadas('ABONO', dia)).toBeNull()
    expect(horasJustificadas('JUSTIFICATIVA', dia)).toBeNull()
    expect(horasJustificadas('ABONO_ENTRADA', { atraso: '', saidaAntecipada: '' })).toBeNull()
  })
})
