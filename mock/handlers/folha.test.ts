import { beforeAll, describe, expect, it, vi } from 'vitest'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

const erros = async (response: Response) =>
  ((await response.json()).errors as { property: string; message: string }[]).map((e) => [e.property, e.message])

describe('closing periods (/api/periodosfechamento)', () => {
  it('lists a HAL collection with the company; the first day is between 1 and 28', async () => {
    const dbKey = freshDb()
    const lista = await (await call('/api/periodosfechamento', { as: 'rh', dbKey })).json()
    expect(lista._embedded.periodosfechamento[0]).toMatchObject({ descricao: 'Folha Aurora Serviços (21 a 20)', diaInicio: 21, empresa: 'Aurora Serviços Ltda' })
    const invalido = await call('/api/periodosfechamento', { method: 'POST', as: 'rh', dbKey, body: { descricao: 'X', empresaId: 1, diaInicio: 31 } })
    expect(await erros(invalido)).toEqual([['diaInicio', 'deve estar entre 1 e 28']])
  })
})

describe('payroll events (/api/eventos)', () => {
  it('lists by code; a code is unique', async () => {
    const dbKey = freshDb()
    const lista = await (await call('/api/eventos', { as: 'rh', dbKey })).json()
    expect(lista._embedded.eventos.map((e: { codigo: string }) => e.codigo)).toEqual(['150', '151', '152', '153', '154', '155', '156', '157', '160', '410', '411', '412'])
    const repetido = await call('/api/eventos', { method: 'POST', as: 'rh', dbKey, body: { codigo: '150', descricao: 'Outra', tipo: 'FALTA' } })
    expect(await erros(repetido)).toEqual([['codigo', 'código já cadastrado']])
  })
})

describe('night premium rules (/api/adicional-noturno)', () => {
  it('checks the window and the percentage; the last rule is kept', async () => {
    const dbKey = freshDb()
    const invalido = await call('/api/adicional-noturno', {
      method: 'POST', as: 'rh', dbKey, body: { descricao: 'Rural', inicio: '21:00', fim: '21:00', percentual: 0 },
    })
    // Spring does not order a body's field errors; the rule across fields comes last here.
    expect(await erros(invalido)).toEqual([
      ['percentual', 'deve estar entre 1 e 100'],
      ['fim', 'deve ser diferente do início'],
    ])
    const ultimo = await call('/api/adicional-noturno/1', { method: 'DELETE', as: 'rh', dbKey })
    expect(ultimo.status).toBe(409)
    const rural = await call('/api/adicional-noturno', {
      method: 'POST', as: 'rh', dbKey, body: { descricao: 'Rural (lavoura)', inicio: '21:00', fim: '05:00', percentual: 25 },
    })
    expect(await rural.json()).toMatchObject({ descricao: 'Rural (lavoura)', percentual: 25, reducaoHoraNoturna: false })
    expect((await call('/api/adicional-noturno/1', { method: 'DELETE', as: 'rh', dbKey })).status).toBe(204)
  })
})
