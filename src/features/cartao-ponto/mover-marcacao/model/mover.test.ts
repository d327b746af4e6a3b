import { describe, expect, it } from 'vitest'
import { cartaoFixture, SESSOES } from '@/entities/cartao-ponto/model/testing/cartao-ponto.fixture'
import { arrastavel, mayMoverMarcacao, ROLE_MOVER_MARCACAO } from './mover'

const rhMove = { ...SESSOES.rh, permissions: [...SESSOES.rh.permissions, ROLE_MOVER_MARCACAO] }

describe('mayMoverMarcacao', () => {
  it('[TC-108] needs canChange and front_move_marcacao', () => {
    expect(mayMoverMarcacao(rhMove, cartaoFixture())).toBe(true)
    expect(mayMoverMarcacao(SESSOES.rh, cartaoFixture())).toBe(false)
    expect(mayMoverMarcacao({ ...SESSOES.supervisor, permissions: [ROLE_MOVER_MARCACAO] }, cartaoFixture())).toBe(false)
    expect(mayMoverMarcacao(rhMove, cartaoFixture({ manutencaoDTO: { bloqueado: true } }))).toBe(false)
    expect(mayMoverMarcacao(rhMove, cartaoFixture({ competencia: { situacao: 'FECHADA', fechada: true } }))).toBe(false)
  })

  it('[TC-108] only a punch with a time can be dragged', () => {
    const base = {
      id: 1,
      data: '2026-11-10',
      dataHora: '2026-11-10T08:00:00',
      tipoMarcacao: 'ORIGINAL' as const,
      desconsiderada: false,
      tratamento: null,
    }
    expect(arrastavel({ ...base, hora: '08:00' })).toBe(true)
    expect(arrastavel({ ...base, hora: '' })).toBe(false)
    expect(arrastavel(null)).toBe(false)
  })
})
