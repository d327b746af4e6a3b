import { describe, expect, it } from 'vitest'
import { diaDoCartao } from '@/entities/cartao-ponto/model/testing/cartao-no-mock'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { inconsistenciaQueries } from './inconsistencia.queries'

const app = usarAppNoMock('rh')

describe("an inconsistent day through the entity's queries, against the mock handlers", () => {
  it("[TC-093] GET /api/inconsistencias/{id}: the list's row plus the day's schedule, as the card has them", async () => {
    const lista = await app().queryClient.fetchQuery(inconsistenciaQueries.lista({ funcionarioId: 1 }))
    const linha = lista.find((i) => i.data === '2026-11-10')!
    expect(linha.id).toBe('1-2026-11-10')
    const dia = await app().queryClient.fetchQuery(inconsistenciaQueries.detalhe(linha.id))
    expect(dia).toMatchObject({ ...linha, inconsistente: true, errorMessage: 'Numero impar de marcacoes!', marcacoes: ['08:00', '12:00', '13:00'] })
    const doCartao = await diaDoCartao(1, '2026-11-10')
    expect(dia).toMatchObject({
      quadroHorarioResumo: doCartao.quadroHorarioResumo, quadroHorarioDescricao: doCartao.quadroHorarioDescricao,
      codigoHorario: doCartao.codigoHorario, cargaHoraria: doCartao.cargaHoraria, horas: doCartao.horas,
    })
  })
})
