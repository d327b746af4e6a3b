import { describe, expect, it } from 'vitest'
import { getCartaoPonto } from '@/entities/cartao-ponto'
import { NOVEMBRO } from '@/entities/cartao-ponto/model/testing/cartao-no-mock'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { bloquearRegistro, desbloquearRegistro } from './bloqueio-registro.mutation'

usarAppNoMock('rh')
const cartao = { funcionarioId: 1, competenciaId: NOVEMBRO }
const bloqueado = async () => (await getCartaoPonto(cartao)).manutencaoDTO.bloqueado

describe('the lock of a card through the feature, against the mock handlers', () => {
  it('[TC-048][TC-049] POST locks the card and DELETE unlocks it: the card read again says so each time', async () => {
    expect(await bloqueado()).toBe(false)
    await bloquearRegistro(cartao)
    expect(await bloqueado()).toBe(true)
    await desbloquearRegistro(cartao)
    expect(await bloqueado()).toBe(false)
  })
})
