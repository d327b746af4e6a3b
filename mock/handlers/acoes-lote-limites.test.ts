import { beforeAll, describe, expect, it, vi } from 'vitest'
import { dbFor } from '../http/isolation'
import { paginasDoPdf } from '../pdf/pdf-texto'
import {
  MAX_CARTOES_IMPRESSAO, MAX_DIAS_IMPRESSAO, MSG_IMPRESSAO_EM_ANDAMENTO, MSG_PERIODO_IMPRESSAO, msgCartoesImpressao,
} from './acoes-lote'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

type Erro = { entity: string; property: string; message: string }

function imprimir(body: Record<string, unknown>, as: string, dbKey: string) {
  return call('/api/acoes-lote/cartao-ponto?ordem=nome', { method: 'POST', as, dbKey, body: { tipoRelatorio: 'cartao-ponto', ...body } })
}

const erros = async (response: Response) => ((await response.json()) as { errors: Erro[] }).errors

/** The finding's request: an employee's own card over every competence of the base (2025-11 to 2031-09). */
const TODO_O_CALENDARIO = { dataInicial: '2025-11-01', dataFinal: '2031-09-30' }

describe('POST /api/acoes-lote/cartao-ponto: bounded work (TC-045, BATCH-008)', { timeout: 60_000 }, () => {
  it(`refuses a period longer than ${MAX_DIAS_IMPRESSAO} days with a validation error on dataFinal`, async () => {
    const dbKey = freshDb()
    const response = await imprimir({ ...TODO_O_CALENDARIO, funcionarios: [1] }, 'funcionario', dbKey)
    expect(response.status).toBe(400)
    expect(await erros(response)).toEqual([
      { entity: 'AcaoLote', property: 'dataFinal', invalidValue: '2031-09-30', message: 'O período deve ter no máximo 366 dias' },
    ])
    expect(MSG_PERIODO_IMPRESSAO).toBe('O período deve ter no máximo 366 dias')
    // One day too many is refused; exactly 366 days (a leap year) prints.
    const longo = await imprimir({ dataInicial: '2025-12-01', dataFinal: '2026-12-02', funcionarios: [1] }, 'funcionario', dbKey)
    expect(longo.status).toBe(400)
    expect((await erros(longo)).map((e) => e.message)).toEqual([MSG_PERIODO_IMPRESSAO])
  })

  it('still prints a normal period: one competence (print for checking) and a whole year', async () => {
    const dbKey = freshDb()
    const mes = await imprimir({ dataInicial: '2026-11-01', dataFinal: '2026-11-30', funcionarios: [1] }, 'funcionario', dbKey)
    expect(mes.status).toBe(200)
    expect(mes.headers.get('content-type')).toBe('application/pdf')
    const ano = await imprimir({ dataInicial: '2025-12-01', dataFinal: '2026-12-01', funcionarios: [1] }, 'funcionario', dbKey)
    expect(ano.status).toBe(200)
    // Every competence of the base from Dec/2025 on (the last is Nov/2026): a page each at least.
    expect(paginasDoPdf(Buffer.from(await ano.arrayBuffer()))).toBeGreaterThanOrEqual(12)
  })

  it(`refuses more than ${MAX_CARTOES_IMPRESSAO} cards (employees × competences), with the count, on funcionarios (the form's alert)`, async () => {
    const dbKey = freshDb()
    const db = dbFor(dbKey)
    const periodo = { dataInicial: '2025-12-01', dataFinal: '2026-10-31' }
    const competencias = db.competencias.filter((c) => c.inicio <= periodo.dataFinal && c.fim >= periodo.dataInicial).length
    expect(competencias).toBe(11)
    const ids = db.funcionarios.slice(0, 50).map((f) => f.id)
    expect(ids).toHaveLength(50)
    const response = await imprimir({ ...periodo, funcionarios: ids }, 'rh', dbKey)
    expect(response.status).toBe(400)
    expect(await erros(response)).toMatchObject([{ property: 'funcionarios', message: msgCartoesImpressao(550) }])
    expect(msgCartoesImpressao(550)).toBe(
      'A impressão pode ter no máximo 500 cartões (funcionários × competências do período) e o pedido tem 550. Diminua o período ou a quantidade de funcionários.',
    )
    // A repeated id is one card per competence, as it is printed once.
    const duplicados = await imprimir({ ...periodo, funcionarios: [...ids, ...ids] }, 'rh', dbKey)
    expect(await erros(duplicados)).toMatchObject([{ property: 'funcionarios', message: msgCartoesImpressao(550) }])
  })

  it('runs one print per user at a time: a second one meanwhile is 429 with a message; other users are not held', async () => {
    const dbKey = freshDb()
    const db = dbFor(dbKey)
    // 10 employees × 2 competences: several slices, so the second request arrives while the first is printing.
    const pedido = { dataInicial: '2026-10-01', dataFinal: '2026-11-30', funcionarios: db.funcionarios.slice(0, 10).map((f) => f.id) }
    const [primeira, segunda, outroUsuario] = await Promise.all([
      imprimir(pedido, 'rh', dbKey),
      imprimir(pedido, 'rh', dbKey),
      imprimir({ dataInicial: '2026-11-01', dataFinal: '2026-11-30', funcionarios: [1] }, 'funcionario', dbKey),
    ])
    expect([primeira.status, segunda.status].sort()).toEqual([200, 429])
    const recusada = primeira.status === 429 ? primeira : segunda
    expect(await recusada.json()).toMatchObject({ status: 429, error: 'Too Many Requests', message: MSG_IMPRESSAO_EM_ANDAMENTO })
    expect(outroUsuario.status).toBe(200)
    // Once it is done, the same user prints again.
    expect((await imprimir(pedido, 'rh', dbKey)).status).toBe(200)
  })

  it("takes only its own reports and orders: 'constructor' is no report, '__proto__' no order", async () => {
    const dbKey = freshDb()
    const corpo = { dataInicial: '2026-11-01', dataFinal: '2026-11-05', funcionarios: [1] }
    // No handler answers it (the server's 404), instead of a 500 or a PDF titled with a function.
    await expect(call('/api/acoes-lote/constructor', { method: 'POST', as: 'funcionario', dbKey, body: corpo })).rejects.toThrow('Nenhum handler')
    const ordem = await call('/api/acoes-lote/cartao-ponto?ordem=__proto__', { method: 'POST', as: 'funcionario', dbKey, body: corpo })
    expect(ordem.status).toBe(400)
    expect(await erros(ordem)).toMatchObject([{ property: 'ordem', message: 'Ordem inválida' }])
  })
})
