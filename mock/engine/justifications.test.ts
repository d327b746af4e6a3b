import { describe, expect, it } from 'vitest'
import { excuseDebits } from './justifications'
import { TIPOS_JUSTIFICATIVA } from './types'

describe('justifications', () => {
  it('[TC-212][mock] the justification types are exactly the fourteen of the time card', () => {
    expect(TIPOS_JUSTIFICATIVA).toEqual([
      'ABONO',
      'ABONO_ENTRADA',
      'ABONO_SAIDA',
      'JUSTIFICATIVA',
      'HORA_EXTRA',
      'HORA_EXTRA_ENTRADA',
      'HORA_EXTRA_SAIDA',
      'BANCO_DE_DIAS_DEBITO',
      'BANCO_DE_DIAS_CREDITO',
      'BANCO_DE_HORAS_DEBITO',
      'BANCO_DE_HORAS_DEBITO_ENTRADA',
      'BANCO_DE_HORAS_DEBITO_SAIDA',
      'BANCO_DE_HORAS_CREDITO',
      'INCLUIR_MARCACAO',
    ])
  })

  it('applies excuses in order, each within its minutes', () => {
    // owed: falta 60, atraso 20, saida 30. ABONO of 70: falta 60 + atraso 10; then the bank pays the rest of the delay
    const out = excuseDebits({ falta: 60, atraso: 20, saidaAntecipada: 30 }, [
      { id: 1, tipo: 'ABONO', minutos: 70 },
      { id: 2, tipo: 'BANCO_DE_HORAS_DEBITO_ENTRADA' },
    ])
    expect(out).toMatchObject({
      debits: { falta: 0, atraso: 0, saidaAntecipada: 30 },
      permitidos: 70,
      compensados: 10,
      bancoHorasDebito: 10,
    })
  })

  it('JUSTIFICATIVA, INCLUIR_MARCACAO and the overtime types excuse nothing', () => {
    const debits = { falta: 0, atraso: 15, saidaAntecipada: 5 }
    const out = excuseDebits(debits, [
      { id: 1, tipo: 'JUSTIFICATIVA' },
      { id: 2, tipo: 'INCLUIR_MARCACAO' },
      { id: 3, tipo: 'HORA_EXTRA' },
    ])
    expect(out).toMatchObject({ debits, permitidos: 0, compensados: 0 })
  })
})
