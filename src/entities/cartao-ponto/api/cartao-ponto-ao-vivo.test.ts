import { describe, expect, it } from 'vitest'
import { CLIENTE_ID } from '@/shared/api'
import { cartaoAlteradoPorOutros } from './cartao-ponto-ao-vivo'

describe('cartaoAlteradoPorOutros', () => {
  it('names the card another session changed', () => {
    const body = JSON.stringify({ funcionarioId: 1, competenciaId: 13, origem: 'outra-aba' })
    expect(cartaoAlteradoPorOutros(body)).toEqual({ funcionarioId: 1, competenciaId: 13 })
    expect(cartaoAlteradoPorOutros(JSON.stringify({ funcionarioId: 2, competenciaId: 12, origem: null }))).toEqual({
      funcionarioId: 2,
      competenciaId: 12,
    })
  })

  it("ignores this tab's own changes (its mutation already reloads the card) and unreadable notices", () => {
    expect(cartaoAlteradoPorOutros(JSON.stringify({ funcionarioId: 1, competenciaId: 13, origem: CLIENTE_ID }))).toBeNull()
    expect(cartaoAlteradoPorOutros('not json')).toBeNull()
    expect(cartaoAlteradoPorOutros(JSON.stringify({ funcionarioId: '1' }))).toBeNull()
  })
})
