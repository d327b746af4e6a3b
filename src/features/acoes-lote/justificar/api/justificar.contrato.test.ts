import { describe, expect, it } from 'vitest'
import { acaoLoteQueries } from '@/entities/acao-lote'
import { diaDoCartao } from '@/entities/cartao-ponto/model/testing/cartao-no-mock'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { justificarLote } from './justificar.mutation'

const app = usarAppNoMock('rh')
const SARA = 33
const CARLOS = 47
const SEMANA = ['2026-11-09', '2026-11-10', '2026-11-11', '2026-11-12', '2026-11-13']

describe('POST /api/acoes-lote/justificar through justificarLote, against the mock handlers', () => {
  it('[BATCH-002] justifies a week of two employees: their cards read again carry the batch treatment each working day', async () => {
    expect((await diaDoCartao(SARA, '2026-11-09')).saidaAntecipada).toBe('00:40')
    const acao = await justificarLote({
      funcionarios: [SARA, CARLOS], dataInicial: SEMANA[0]!, dataFinal: SEMANA.at(-1)!, tipoJustificativa: 'ABONO', horas: null,
      idMotivo: 109, idBancoDias: null, observacao: 'Treinamento externo',
    })
    expect(acao).toMatchObject({ tipo: 'JUSTIFICAR', quantidadeFuncionarios: 2, usuario: 'Rita Recursos Humanos' })
    for (const funcionarioId of [SARA, CARLOS]) {
      for (const data of SEMANA) {
        expect((await diaDoCartao(funcionarioId, data)).tratamentos, `${funcionarioId} ${data}`).toContainEqual(
          expect.objectContaining({ acaoLoteId: acao.id, motivo: expect.objectContaining({ descricao: 'Treinamento' }) }),
        )
      }
    }
    expect((await diaDoCartao(SARA, '2026-11-09')).saidaAntecipada).toBe('')
    const view = await app().queryClient.fetchQuery(acaoLoteQueries.detalhe(acao.id))
    expect(view).toMatchObject({ tratamentos: 10, parametros: expect.arrayContaining([{ label: 'Motivo', valor: 'Treinamento' }]) })
  })

  it('a batch without employees nor dates is refused with the server messages', async () => {
    const pedido = justificarLote({
      funcionarios: [], dataInicial: '', dataFinal: '', tipoJustificativa: 'ABONO', horas: null, idMotivo: 109, idBancoDias: null, observacao: null,
    })
    await expect(pedido).rejects.toMatchObject({
      status: 400,
      fieldErrors: {
        funcionarios: 'Selecione ao menos um funcionário',
        dataInicial: 'Preenchimento da Data Inicial e obrigatoria',
        dataFinal: 'Preenchimento da Data Final e obrigatoria',
      },
    })
  })
})
