import { describe, expect, it } from 'vitest'
import { aceiteQueries } from '@/entities/apuracao/aceite'
import { getCartaoPonto } from '@/entities/cartao-ponto'
import { NOVEMBRO, OUTUBRO } from '@/entities/cartao-ponto/model/testing/cartao-no-mock'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { executarAceite } from './executar-aceite.mutation'

const app = usarAppNoMock('funcionario')
const FERNANDA = 1

describe('POST /api/aceites through executarAceite, as the employee, against the mock handlers', () => {
  it('[TC-063][TC-064] the employee accepts her pending card: the card read again has nothing pending, the acceptance list shows it ACEITO', async () => {
    const antes = await getCartaoPonto({ funcionarioId: FERNANDA, competenciaId: NOVEMBRO })
    expect(antes.aceitePendente.map((a) => a.competencia.id)).toEqual([OUTUBRO])
    await executarAceite({ funcionarioId: FERNANDA, competenciaId: OUTUBRO })
    expect((await getCartaoPonto({ funcionarioId: FERNANDA, competenciaId: NOVEMBRO })).aceitePendente).toEqual([])
    const aceitos = await app().queryClient.fetchQuery(aceiteQueries.lista({ situacao: 'ACEITO', competenciaId: OUTUBRO }))
    expect(aceitos).toEqual([expect.objectContaining({ funcionario: expect.objectContaining({ id: FERNANDA }), situacao: 'ACEITO', podeAceitar: false })])
  })

  it('an acceptance with nothing pending is refused with the server message', async () => {
    await expect(executarAceite({ funcionarioId: FERNANDA, competenciaId: NOVEMBRO })).rejects.toMatchObject({
      status: 409,
      message: 'Nao ha aceite pendente para este cartao ponto.',
    })
  })
})
