import { describe, expect, it } from 'vitest'
import { diaDoCartao, horasDoDia, marcacaoDoDia } from '@/entities/cartao-ponto/model/testing/cartao-no-mock'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { desconsiderarMarcacao } from './desconsiderar-marcacao.mutation'

usarAppNoMock('rh')
const FERNANDA = 1

describe('POST /api/registros/{id}/marcacoes/{idMarcacao}/desconsiderar[/{idMotivo}] through desconsiderarMarcacao', () => {
  it('[TC-105][TC-106] disregards an ORIGINAL punch with the reason: the card read again leaves it out and the day is odd', async () => {
    const alvo = marcacaoDoDia(await diaDoCartao(FERNANDA, '2026-11-11'), '16:58')
    await desconsiderarMarcacao({ ...alvo, idMotivo: 105 })
    const depois = await diaDoCartao(FERNANDA, '2026-11-11')
    expect(horasDoDia(depois)).toEqual(['07:59', '12:02', '13:02'])
    expect(depois.errorMessage).toBe('Numero impar de marcacoes!')
    expect(depois.marcacoesOriginais.map((m) => m.hora)).toContain('16:58')
  })

  it('[TC-105] an ORIGINAL punch without a reason is refused with the catalogue message and stays', async () => {
    const alvo = marcacaoDoDia(await diaDoCartao(FERNANDA, '2026-11-11'), '16:58')
    await expect(desconsiderarMarcacao(alvo)).rejects.toMatchObject({
      status: 400,
      fieldErrors: { idMotivo: 'Preenchimento do motivo e obrigatorio' },
    })
    expect(horasDoDia(await diaDoCartao(FERNANDA, '2026-11-11'))).toContain('16:58')
  })

  it('[TC-107] an INCLUIDO punch is removed without a reason', async () => {
    const alvo = marcacaoDoDia(await diaDoCartao(FERNANDA, '2026-11-12'), '13:00')
    await desconsiderarMarcacao({ ...alvo, idMotivo: null })
    expect(horasDoDia(await diaDoCartao(FERNANDA, '2026-11-12'))).toEqual(['08:00', '12:00', '17:00'])
  })
})
