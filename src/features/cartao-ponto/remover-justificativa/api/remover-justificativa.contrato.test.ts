import { describe, expect, it } from 'vitest'
import { diaDoCartao } from '@/entities/cartao-ponto/model/testing/cartao-no-mock'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { removerJustificativa } from './remover-justificativa.mutation'

usarAppNoMock('rh')
const FERNANDA = 1

describe('DELETE /api/justificativas/{id} through removerJustificativa, against the mock handlers', () => {
  it('[TC-140] removes an inclusion: the card read again has no treatment that day and the overtime goes to the bank', async () => {
    const antes = await diaDoCartao(FERNANDA, '2026-11-06')
    const horaExtra = antes.tratamentos.find((t) => t.tipoJustificativa === 'HORA_EXTRA')!
    await removerJustificativa(horaExtra.id)
    expect(await diaDoCartao(FERNANDA, '2026-11-06')).toMatchObject({ tratamentos: [], horaExtra: '', saldoBanco: '01:40' })
  })
})
