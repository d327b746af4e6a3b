import { describe, expect, it } from 'vitest'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { aceiteQueries } from './aceite.queries'

const app = usarAppNoMock('funcionario')
const FERNANDA = 1
const OUTUBRO = 12

describe("the acceptances through the entity's queries, as the employee, against the mock handlers", () => {
  it('GET /api/aceites lists her own card awaiting acceptance, which she may accept', async () => {
    const pendentes = await app().queryClient.fetchQuery(aceiteQueries.lista({ situacao: 'PENDENTE' }))
    expect(pendentes).toEqual([
      expect.objectContaining({
        funcionario: { id: FERNANDA, nome: 'Fernanda Funcionária', matricula: '100001' },
        competencia: expect.objectContaining({ id: OUTUBRO, descricaoCurta: '10/2026' }),
        situacao: 'PENDENTE', dataAceite: null, podeAceitar: true,
      }),
    ])
  })

  it('GET /api/aceites/{id} answers the same row as the list', async () => {
    const [pendente] = await app().queryClient.fetchQuery(aceiteQueries.lista({ situacao: 'PENDENTE' }))
    const detalhe = await app().queryClient.fetchQuery(aceiteQueries.detalhe(String(pendente!.id)))
    expect(detalhe).toEqual(pendente)
  })
})
