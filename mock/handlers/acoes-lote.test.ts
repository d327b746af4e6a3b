import { beforeAll, describe, expect, it, vi } from 'vitest'
import { paginasDoPdf, textoDoPdf } from '../pdf/pdf-texto'
import { call, freshDb } from './lib/test-client'

/** Printing reads only: one database for the file keeps the generated months between tests. */
let shared = ''

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
  shared = freshDb()
})

const novembro = { tipoRelatorio: 'cartao-ponto', dataInicial: '2026-11-01', dataFinal: '2026-11-30' }

async function imprimir(body: unknown, options: { as?: string; ordem?: string; dbKey?: string } = {}) {
  return call(`/api/acoes-lote/cartao-ponto?ordem=${options.ordem ?? 'nome'}`, { method: 'POST', as: options.as ?? 'rh', dbKey: options.dbKey ?? shared, body })
}

/** PDFs take a while on a busy machine. */
describe('POST /api/acoes-lote/cartao-ponto', { timeout: 20_000 }, () => {
  it('[TC-045][BATCH-008] answers one PDF with a time card for checking per employee, in the asked order', async () => {
    const response = await imprimir({ ...novembro, funcionarios: [3, 1] })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('x-filename')).toBe('cartao-ponto-2026-11-01-2026-11-30.pdf')
    const pdf = Buffer.from(await response.arrayBuffer())
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(paginasDoPdf(pdf)).toBeGreaterThanOrEqual(2)
    const texto = textoDoPdf(pdf)
    expect(texto.filter((t) => t === 'Cartão Ponto para Conferência')).toHaveLength(2)
    expect(texto.indexOf('Fernanda Funcionária')).toBeLessThan(texto.indexOf('Rui Responsável'))
    const porMatricula = textoDoPdf(Buffer.from(await (await imprimir({ ...novembro, funcionarios: [3, 1] }, { ordem: 'matricula' })).arrayBuffer()))
    expect(porMatricula.indexOf('100001')).toBeLessThan(porMatricula.indexOf('100003'))
  })

  it('[TC-045] prints only the days of the period, one section per competence it touches', async () => {
    const response = await imprimir({ ...novembro, dataInicial: '2026-10-30', dataFinal: '2026-11-02', funcionarios: [1] })
    const texto = textoDoPdf(Buffer.from(await response.arrayBuffer()))
    expect(texto).toContain('30/10/2026 a 31/10/2026')
    expect(texto).toContain('01/11/2026 a 02/11/2026')
    expect(texto.filter((t) => /^\d{2}\/\d{2} [A-Z][a-zá]{2}$/.test(t))).toEqual(['30/10 Sex', '31/10 Sáb', '01/11 Dom', '02/11 Seg'])
  })

  it('answers 400 with Spring validation errors when employees or dates are missing', async () => {
    const response = await imprimir({ tipoRelatorio: 'cartao-ponto', funcionarios: [] })
    expect(response.status).toBe(400)
    const { errors } = await response.json()
    expect(errors.map((e: { property: string }) => e.property).sort()).toEqual(['dataFinal', 'dataInicial', 'funcionarios'])
    expect(errors[0]).toMatchObject({ entity: 'AcaoLote' })
    const invertido = await imprimir({ ...novembro, dataInicial: '2026-11-30', dataFinal: '2026-11-01', funcionarios: [1] })
    expect((await invertido.json()).errors).toMatchObject([{ property: 'dataFinal' }])
    expect((await imprimir({ ...novembro, funcionarios: [9999] })).status).toBe(400)
    expect((await imprimir({ ...novembro, funcionarios: [1] }, { ordem: 'cpf' })).status).toBe(400)
    expect((await imprimir({ ...novembro, dataInicial: '2020-01-01', dataFinal: '2020-01-31', funcionarios: [1] })).status).toBe(400)
  })

  it('requires front_manutencao_visualizar and employees the user may see', async () => {
    expect((await imprimir({ ...novembro, funcionarios: [1] }, { as: 'semacesso' })).status).toBe(403)
    expect((await imprimir({ ...novembro, funcionarios: [1] }, { as: 'funcionario' })).status).toBe(200)
    expect((await imprimir({ ...novembro, funcionarios: [1, 2] }, { as: 'funcionario' })).status).toBe(403)
  })

  it('leaves other batch actions to their own handlers', async () => {
    await expect(call('/api/acoes-lote/justificar', { method: 'POST', as: 'rh', dbKey: freshDb(), body: {} })).rejects.toThrow(/Nenhum handler/)
  })
})
