import { describe, expect, it } from 'vitest'
import { getCartaoPonto } from '@/entities/cartao-ponto'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { saldoBancoHorasQueries } from './saldo-banco-horas.queries'

const app = usarAppNoMock('rh')

describe("the hour bank balances through the entity's query, against the mock handlers", () => {
  it("[TC-214] GET /api/bancohoras-saldo: each employee with an hour bank, with their card's figures", async () => {
    const { competencia, saldos } = await app().queryClient.fetchQuery(saldoBancoHorasQueries.lista({ competenciaId: 13 }))
    expect(competencia).toEqual({ id: 13, descricaoCurta: '11/2026' })
    const m = (await getCartaoPonto({ funcionarioId: 1, competenciaId: 13 })).manutencaoDTO
    expect(saldos.find((s) => s.funcionario.id === 1)).toMatchObject({
      bancoHoras: { id: m.bancoHorasId, descricao: m.bancoHorasDescricao },
      totalSaldoBancoInicial: m.totalSaldoBancoInicial,
      totalSaldoBancoFinal: m.totalSaldoBancoFinal,
      totalSaldoBancoMenosDiaAtual: m.totalSaldoBancoMenosDiaAtual,
    })
    // Sara (33) has no hour bank.
    expect(saldos.some((s) => s.funcionario.id === 33)).toBe(false)
  })
})
