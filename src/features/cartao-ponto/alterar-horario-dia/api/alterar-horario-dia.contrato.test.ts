import { describe, expect, it } from 'vitest'
import { HORARIO } from '@mock/db/seed/horarios'
import { diaDoCartao } from '@/entities/cartao-ponto/model/testing/cartao-no-mock'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { tornarFolga, vincularQuadroHorario } from './alterar-horario-dia.mutation'

usarAppNoMock('rh')
const FERNANDA = 1

describe("the day's schedule through the feature's calls, against the mock handlers", () => {
  it('[TC-123] POST /api/registros/folga makes the day a day off: the card read again owes no workload', async () => {
    const antes = await diaDoCartao(FERNANDA, '2026-11-11')
    expect(antes).toMatchObject({ folga: false, cargaHoraria: '08:00' })
    await tornarFolga({ data: '2026-11-11', idFuncionario: FERNANDA, idRegistro: antes.id })
    expect(await diaDoCartao(FERNANDA, '2026-11-11')).toMatchObject({ folga: true, cargaHoraria: '', falta: '', descricaoOcorrencia: 'Folga' })
  })

  it('[TC-124] POST /api/acoes-lote/vincularQuadroHorario links the schedule to the days of the period, and only to them', async () => {
    expect(await diaDoCartao(FERNANDA, '2026-11-11')).toMatchObject({ codigoHorario: '001' })
    await vincularQuadroHorario({
      funcionarios: [FERNANDA], quadroHorarioVincular: HORARIO.meioPeriodo, dataInicial: '2026-11-11', dataFinal: '2026-11-12',
    })
    expect(await diaDoCartao(FERNANDA, '2026-11-11')).toMatchObject({ codigoHorario: '010', cargaHoraria: '03:45' })
    expect((await diaDoCartao(FERNANDA, '2026-11-12')).codigoHorario).toBe('010')
    expect((await diaDoCartao(FERNANDA, '2026-11-13')).codigoHorario).toBe('001')
  })

  it('an end before the start is refused with the server message on dataFinal', async () => {
    const pedido = vincularQuadroHorario({ funcionarios: [FERNANDA], quadroHorarioVincular: 1, dataInicial: '2026-11-12', dataFinal: '2026-11-11' })
    await expect(pedido).rejects.toMatchObject({ status: 400, fieldErrors: { dataFinal: 'A Data Final deve ser igual ou posterior a Data Inicial' } })
  })
})
