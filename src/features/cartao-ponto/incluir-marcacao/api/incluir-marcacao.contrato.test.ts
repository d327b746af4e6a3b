import { describe, expect, it } from 'vitest'
import { diaDoCartao, horasDoDia, NOVEMBRO } from '@/entities/cartao-ponto/model/testing/cartao-no-mock'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { incluirMarcacao } from './incluir-marcacao.mutation'

const app = usarAppNoMock('rh')
const FERNANDA = 1

describe('POST /api/registros through incluirMarcacao, against the mock handlers', () => {
  it('[TC-100] includes the missing exit at Saída 2: the card read again shows the punch and the day counts 08:00', async () => {
    const antes = await diaDoCartao(FERNANDA, '2026-11-10')
    expect(antes).toMatchObject({ horas: '04:00', errorMessage: 'Numero impar de marcacoes!' })
    await incluirMarcacao({
      idFuncionario: FERNANDA, idCompetencia: NOVEMBRO, idRegistro: antes.id, idMarcacao: null, data: '2026-11-10', hora: '17:00',
      idMotivo: 102, sequencia: 2, modoMarcacao: 'SAIDA', tipoJustificativa: 'INCLUIR_MARCACAO',
    })
    const depois = await diaDoCartao(FERNANDA, '2026-11-10')
    expect(horasDoDia(depois)).toEqual(['08:00', '12:00', '13:00', '17:00*'])
    expect(depois).toMatchObject({ horas: '08:00', errorMessage: null })
    expect(app().requisicoes).toContain('POST /api/registros')
  })

  it('a missing time is refused with the catalogue message on hora', async () => {
    const pedido = incluirMarcacao({
      idFuncionario: FERNANDA, idCompetencia: NOVEMBRO, idRegistro: null, idMarcacao: null, data: '2026-11-10', hora: '',
      idMotivo: 102, sequencia: 2, modoMarcacao: 'SAIDA', tipoJustificativa: 'INCLUIR_MARCACAO',
    })
    await expect(pedido).rejects.toMatchObject({ status: 400, fieldErrors: { hora: 'Preenchimento do horario e obrigatorio' } })
  })
})
