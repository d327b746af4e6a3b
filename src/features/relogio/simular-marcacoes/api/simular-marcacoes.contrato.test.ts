import { describe, expect, it } from 'vitest'
import { diaDoCartao, horasDoDia } from '@/entities/cartao-ponto/model/testing/cartao-no-mock'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { simularMarcacoes } from './simular-marcacoes.mutation'

usarAppNoMock('admin')
const FERNANDA = 1

describe('POST /api/relogio/simulador through simularMarcacoes, as an administrator, against the mock handlers', () => {
  it("the simulated clock registers Fernanda's missing exit of 2026-11-10: the card read again has it and no error", async () => {
    expect((await diaDoCartao(FERNANDA, '2026-11-10')).errorMessage).toBe('Numero impar de marcacoes!')
    const simulacao = await simularMarcacoes({ funcionarioId: FERNANDA, data: '2026-11-10', horas: ['17:00'] })
    expect(simulacao).toMatchObject({ funcionario: { id: FERNANDA }, competenciaId: 13, marcacoes: [{ data: '2026-11-10', hora: '17:00' }] })
    const depois = await diaDoCartao(FERNANDA, '2026-11-10')
    expect(horasDoDia(depois)).toEqual(['08:00', '12:00', '13:00', '17:00'])
    expect(depois.errorMessage).toBeNull()
  })

  it('a date of a closed competence is refused with the server message', async () => {
    await expect(simularMarcacoes({ funcionarioId: FERNANDA, data: '2026-10-05', horas: ['08:00'] })).rejects.toMatchObject({
      status: 400,
      message: 'A competencia da data nao esta aberta.',
    })
  })
})
