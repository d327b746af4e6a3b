import { describe, expect, it } from 'vitest'
import { textoDoEfeito, type PedidoComEfeito } from './efeito-no-cartao'

const dia = (extra: Partial<PedidoComEfeito> = {}): PedidoComEfeito => ({ inicio: '2026-11-10', fim: '2026-11-10', ...extra })
const ATESTADO = { descricao: 'Atestado médico' }

describe('textoDoEfeito', () => {
  it.each([
    ['an include-punch request', dia({ horas: '08:00', motivo: { descricao: 'Esquecimento de marcação' } }), 'INCLUIR_MARCACAO',
      'inclui marcação 08:00 em 10/11'],
    ['a whole-day abono', dia({ motivo: ATESTADO }), 'ABONO', 'abona 10/11 (Atestado médico)'],
    ['an abono over a period', dia({ fim: '2026-11-12', motivo: ATESTADO }), 'ABONO', 'abona de 10/11 a 12/11 (Atestado médico)'],
    ['an abono of some hours', dia({ horas: '03:30', motivo: { descricao: 'Serviço externo' } }), 'ABONO',
      'abona 03:30 em 10/11 (Serviço externo)'],
    ['an hour-bank debit', dia({ horas: '04:00', motivo: { descricao: 'Débito Banco de Horas' } }), 'BANCO_DE_HORAS_DEBITO',
      'debita 04:00 do banco de horas em 10/11 (Débito Banco de Horas)'],
    ['a day-bank debit names the bank', dia({ motivo: ATESTADO, bancoDias: { descricao: 'Folga TRE' } }), 'BANCO_DE_DIAS_DEBITO',
      'debita do banco de dias em 10/11 (Folga TRE)'],
    ['an effect the backend did not say', dia({ motivo: ATESTADO }), undefined, 'altera o cartão ponto em 10/11 (Atestado médico)'],
    ['an end before the start is the start', dia({ fim: '2026-11-09', horas: '08:00' }), 'INCLUIR_MARCACAO', 'inclui marcação 08:00 em 10/11'],
  ] as const)('%s', (_, pedido, efeito, esperado) => {
    expect(textoDoEfeito(pedido, efeito)).toBe(esperado)
  })
})
