import { describe, expect, it } from 'vitest'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { imprimirCartoesLote } from './imprimir-cartoes.mutation'

usarAppNoMock('rh')

describe('POST /api/acoes-lote/{tipoRelatorio} through imprimirCartoesLote, against the mock handlers', { timeout: 30_000 }, () => {
  it('[BATCH-008] answers the PDF of the time cards of the chosen employees over the period, named after it', async () => {
    const { blob, filename } = await imprimirCartoesLote({
      selecao: { funcionarios: [1, 3] }, tipoRelatorio: 'cartao-ponto', ordem: 'nome', dataInicial: '2026-11-01', dataFinal: '2026-11-30',
    })
    expect(filename).toBe('cartao-ponto-2026-11-01-2026-11-30.pdf')
    expect(blob.type).toBe('application/pdf')
    expect(new TextDecoder().decode((await blob.arrayBuffer()).slice(0, 5))).toBe('%PDF-')
  })

  it('an end before the start is refused with the server message', async () => {
    const pedido = imprimirCartoesLote({
      selecao: { funcionarios: [1] }, tipoRelatorio: 'cartao-ponto', ordem: 'nome', dataInicial: '2026-11-30', dataFinal: '2026-11-01',
    })
    await expect(pedido).rejects.toMatchObject({ status: 400, fieldErrors: { dataFinal: 'Data final deve ser igual ou posterior à data inicial' } })
  })
})
