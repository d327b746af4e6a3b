import { beforeAll, describe, expect, it, vi } from 'vitest'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

const codigos = (body: { _embedded: { horarios: { codigo: string }[] } }) => body._embedded.horarios.map((h) => h.codigo)

describe('schedule lookups', () => {
  it('[REG-033][TC-034] searches every schedule, the rotating scales and the on-call ones (HAL rel horarios)', async () => {
    const dbKey = freshDb()
    const todos = await (await call('/api/horarios/search/fulltext', { as: 'rh', dbKey })).json()
    expect(todos.page.totalElements).toBe(11)
    expect(codigos(todos).slice(0, 3)).toEqual(['001', '002', '003'])
    expect(codigos(await (await call('/api/horarios/search/fulltext?text=saude', { as: 'rh', dbKey })).json())).toEqual(['003'])
    expect(codigos(await (await call('/api/horarios/search/fulltext-escalas?text=', { as: 'rh', dbKey })).json())).toEqual(['007', '008'])
    expect(codigos(await (await call('/api/horarios/search/fulltext-escalas?text=noturno', { as: 'rh', dbKey })).json())).toEqual(['007'])
    const sobreAviso = await (await call('/api/horarios/search/fulltext-sobreAviso?text=aviso', { as: 'rh', dbKey })).json()
    expect(sobreAviso._embedded.horarios).toMatchObject([{ codigo: '009', tipoHorario: 'SOBRE_AVISO', tipoHorarioDescricao: 'Sobre Aviso' }])
  })
})

describe('GET /api/horarios/{id}/flat', () => {
  it('[REG-031] flattens a weekly schedule into one row per weekday with its pairs and days off', async () => {
    const flat = await (await call('/api/horarios/1/flat', { as: 'rh', dbKey: freshDb() })).json()
    expect(flat).toMatchObject({ id: 1, codigo: '001', tipoHorario: 'FIXO', toleranciaMinutos: 5 })
    expect(flat.dias.map((d: { diaSemana: string }) => d.diaSemana)).toEqual(['SEGUNDA', 'TERCA', 'QUARTA', 'QUINTA', 'SEXTA', 'SABADO', 'DOMINGO'])
    expect(flat.dias[0]).toEqual({
      diaSemana: 'SEGUNDA', sequencia: null, folga: false, cargaHoraria: '08:00',
      entrada1: '08:00', saida1: '12:00', entrada2: '13:00', saida2: '17:00', entrada3: null, saida3: null, entrada4: null, saida4: null,
    })
    expect(flat.dias[5]).toMatchObject({ diaSemana: 'SABADO', folga: true, cargaHoraria: '00:00', entrada1: null })
  })

  it('[REG-031] flattens a rotating cycle into one row per day of the cycle', async () => {
    const flat = await (await call('/api/horarios/7/flat', { as: 'rh', dbKey: freshDb() })).json()
    expect(flat.inicioRevezamento).toBe('2024-01-01')
    expect(flat.dias).toMatchObject([
      { diaSemana: null, sequencia: 1, folga: false, cargaHoraria: '12:00', entrada1: '19:00', saida1: '07:00' },
      { diaSemana: null, sequencia: 2, folga: true, cargaHoraria: '00:00', entrada1: null },
    ])
  })

  it('answers 404 for an unknown schedule', async () => {
    expect((await call('/api/horarios/99/flat', { as: 'rh', dbKey: freshDb() })).status).toBe(404)
  })
})
