import { describe, expect, it } from 'vitest'
import { diaDoCartao } from '@/entities/cartao-ponto/model/testing/cartao-no-mock'
import { HOJE_DO_SEED, usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { cartaoDiarioQueries } from './cartao-diario.queries'

const app = usarAppNoMock('rh')

describe("the daily card through the entity's query, against the mock handlers", () => {
  it("GET /api/cartao-ponto-diario shows each employee's day as their card does", async () => {
    const dia = await app().queryClient.fetchQuery(cartaoDiarioQueries.dia({ data: '2026-11-13', departamentoId: 1 }))
    expect(dia.competencia).toEqual({ id: 13, descricaoCurta: '11/2026' })
    expect(dia.linhas.every((l) => l.departamento?.id === 1)).toBe(true)
    const fernanda = dia.linhas.find((l) => l.funcionario.id === 1)
    const doCartao = await diaDoCartao(1, '2026-11-13')
    expect(fernanda).toMatchObject({
      marcacoes: ['12:00', '13:00', '17:00'], horas: doCartao.horas, errorMessage: 'Numero impar de marcacoes!', inconsistente: true,
    })
  })

  it("without a date it is the server's today", async () => {
    expect((await app().queryClient.fetchQuery(cartaoDiarioQueries.dia({}))).data).toBe(HOJE_DO_SEED)
  })
})
