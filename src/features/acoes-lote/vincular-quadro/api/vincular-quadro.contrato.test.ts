import { describe, expect, it } from 'vitest'
import { HORARIO } from '@mock/db/seed/horarios'
import { acaoLoteQueries } from '@/entities/acao-lote'
import { diaDoCartao } from '@/entities/cartao-ponto/model/testing/cartao-no-mock'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { vincularQuadroLote } from './vincular-quadro.mutation'

const app = usarAppNoMock('rh')
const SARA = 33
const CARLOS = 47

describe('POST /api/acoes-lote/vincularQuadroHorario through vincularQuadroLote, against the mock handlers', () => {
  it('[BATCH-004] links a schedule to the days of two employees: their cards read again show it; the batch action is listed', async () => {
    const acao = await vincularQuadroLote(
      { funcionarios: [SARA, CARLOS], quadroHorarioVincular: HORARIO.tresPeriodos, dataInicial: '2026-11-17', dataFinal: '2026-11-20' },
      false,
    )
    expect(acao).toBeNull()
    expect((await diaDoCartao(CARLOS, '2026-11-18')).codigoHorario).toBe('002')
    expect((await diaDoCartao(CARLOS, '2026-11-16')).codigoHorario).not.toBe('002')
    const lista = await app().queryClient.fetchQuery(acaoLoteQueries.lista(0))
    expect(lista.items[0]).toMatchObject({ tipo: 'VINCULAR_QUADRO_HORARIO', quantidadeFuncionarios: 2, dataInicial: '2026-11-17' })
  })
})
