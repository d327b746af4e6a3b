import { describe, expect, it } from 'vitest'
import { getCartaoPonto } from '@/entities/cartao-ponto'
import { NOVEMBRO } from '@/entities/cartao-ponto/model/testing/cartao-no-mock'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { removerMovimentacao, reprocessarMovimentacao } from './movimentacao-rh.mutation'

usarAppNoMock('rh')
/** Márcia (22): 'Afastamento' 2026-10-20..2026-11-10, an ABONO on each of her shifts. */
const MARCIA = { funcionarioId: 22, competenciaId: NOVEMBRO }

/** The days of her card the movement justifies, as the app reads the card. */
async function diasJustificados() {
  const cartao = await getCartaoPonto(MARCIA)
  const dias = Object.entries(cartao.manutencaoDTO.registros)
    .filter(([, dia]) => dia.registro.tratamentos.some((t) => t.movimentacao))
    .map(([data]) => data)
  return { movimentacao: cartao.movimentacaoRH[0]!, dias }
}

describe("an HR movement's justifications through the feature, against the mock handlers", () => {
  it('[TC-143][TC-145] DELETE removes them from the card; reprocessing creates them again', async () => {
    const { movimentacao, dias } = await diasJustificados()
    expect(dias.length).toBeGreaterThan(0)
    await removerMovimentacao(movimentacao.id)
    expect((await diasJustificados()).dias).toEqual([])
    await reprocessarMovimentacao(movimentacao.id)
    expect((await diasJustificados()).dias).toEqual(dias)
  })
})
