import { beforeAll, describe, expect, it, vi } from 'vitest'
import { dbFor } from '../http/isolation'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

const codigos = (body: { _embedded: { horarios: { codigo: string }[] } }) => body._embedded.horarios.map((h) => h.codigo)

describe('schedule lookups', () => {
  it('[REG-033][TC-034][mock] searches every schedule, the rotating scales and the on-call ones (HAL rel horarios)', async () => {
    const dbKey = freshDb()
    const todos = await (await call('/api/horarios/search/fulltext', { as: 'rh', dbKey })).json()
    expect(todos.page.totalElements).toBe(11)
    expect(codigos(todos).slice(0, 3)).toEqual(['001', '002', '003'])
    expect(codigos(await (await call('/api/horarios/search/fulltext?text=saude', { as: 'rh', dbKey })).json())).toEqual(['003'])
    expect(codigos(await (await call('/api/horarios/search/fulltext-escalas?text=', { as: 'rh', dbKey })).json())).toEqual(['007', '008'])
    expect(codigos(await (await call('/api/horarios/search/fulltext-escalas?text=noturno', { as: 'rh', dbKey })).json())).toEqual(['007'])
    const sobreAviso = await (await call('/api/horarios/search/fulltext-sobreAviso?text=aviso', { as: 'rh', dbKey })).json()
    expect(sobreAviso._embedded.horarios).toMatchObject([
      { codigo: '009', tipoHorario: 'SOBRE_AVISO', tipoHorarioDescricao: 'Sobre Aviso' },
    ])
  })
})

describe('GET /api/horarios/{id}/flat', () => {
  it('[REG-031][mock] flattens a weekly schedule into one row per weekday with its pairs and days off', async () => {
    const flat = await (await call('/api/horarios/1/flat', { as: 'rh', dbKey: freshDb() })).json()
    expect(flat).toMatchObject({ id: 1, codigo: '001', tipoHorario: 'FIXO', toleranciaMinutos: 5 })
    expect(flat.dias.map((d: { diaSemana: string }) => d.diaSemana)).toEqual([
      'SEGUNDA',
      'TERCA',
      'QUARTA',
      'QUINTA',
      'SEXTA',
      'SABADO',
      'DOMINGO',
    ])
    expect(flat.dias[0]).toEqual({
      diaSemana: 'SEGUNDA',
      sequencia: null,
      folga: false,
      cargaHoraria: '08:00',
      entrada1: '08:00',
      saida1: '12:00',
      entrada2: '13:00',
      saida2: '17:00',
      entrada3: null,
      saida3: null,
      entrada4: null,
      saida4: null,
    })
    expect(flat.dias[5]).toMatchObject({ diaSemana: 'SABADO', folga: true, cargaHoraria: '00:00', entrada1: null })
  })

  it('[REG-031][mock] flattens a rotating cycle into one row per day of the cycle', async () => {
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

describe('the schedule register', () => {
  const semana = (slots: { entrada: string; saida: string }[]) =>
    Object.fromEntries(['SEGUNDA', 'TERCA', 'QUARTA', 'QUINTA', 'SEXTA', 'SABADO', 'DOMINGO'].map((d, i) => [d, i < 5 ? slots : []]))

  it('[REG-028][mock] GET /api/horarios/novo gives the template of a new schedule', async () => {
    const body = await (await call('/api/horarios/novo', { as: 'admin', dbKey: freshDb() })).json()
    expect(body).toMatchObject({
      id: null,
      codigo: '',
      descricao: '',
      tipoHorario: 'FIXO',
      toleranciaMinutos: 5,
      ativo: true,
      horarios: null,
    })
    expect(Object.keys(body.horariosSemana)).toEqual(['SEGUNDA', 'TERCA', 'QUARTA', 'QUINTA', 'SEXTA', 'SABADO', 'DOMINGO'])
  })

  it('[REG-022][REG-024][REG-030][mock] GET /api/horarios/{id} gives the weekly slots keyed by weekday', async () => {
    const body = await (await call('/api/horarios/1', { as: 'admin', dbKey: freshDb() })).json()
    expect(body).toMatchObject({
      id: 1,
      codigo: expect.any(String),
      tipoHorario: expect.any(String),
      controlaEntradaSaidaSeparado: expect.any(Boolean),
    })
    const segunda = body.horariosSemana.SEGUNDA
    expect(segunda[0]).toMatchObject({ sequencia: 1, diaSemana: 'SEGUNDA', modoEntrada: expect.any(String), modoSaida: expect.any(String) })
  })

  it('[REG-029][mock] POST creates, PUT (id in the body) saves; slots are validated', async () => {
    const dbKey = freshDb()
    const corpo = {
      codigo: 'T1',
      descricao: 'Teste 8h',
      tipoHorario: 'FIXO',
      toleranciaMinutos: 5,
      horariosSemana: semana([
        { entrada: '08:00', saida: '12:00' },
        { entrada: '13:00', saida: '17:00' },
      ]),
    }
    const novo = await call('/api/horarios', { method: 'POST', as: 'admin', dbKey, body: corpo })
    expect(novo.status).toBe(201)
    const { id } = await novo.json()
    const salvo = await call('/api/horarios', {
      method: 'PUT',
      as: 'admin',
      dbKey,
      body: { ...corpo, id, descricao: 'Teste 8h (alterado)' },
    })
    expect((await salvo.json()).descricao).toBe('Teste 8h (alterado)')
    const invalido = await call('/api/horarios', {
      method: 'POST',
      as: 'admin',
      dbKey,
      body: { ...corpo, codigo: 'T2', horariosSemana: semana([{ entrada: '25:00', saida: '12:00' }]) },
    })
    expect((await invalido.json()).errors[0]).toMatchObject({
      property: 'horariosSemana.SEGUNDA[0].entrada',
      message: 'deve estar no formato hh:mm',
    })
  })

  it("[mock] a weekly workload (Carga Horária) must be its days' loads added up, loads or pairs, as the engine owes it", async () => {
    const dbKey = freshDb()
    const salvar = (extra: Record<string, unknown>) =>
      call('/api/horarios', {
        method: 'POST',
        as: 'admin',
        dbKey,
        body: {
          codigo: 'C40',
          descricao: 'Carga 40 horas',
          tipoHorario: 'CARGA_HORARIA',
          toleranciaMinutos: 0,
          cargaSemanal: '40:00',
          ...extra,
        },
      })
    // Only the weekly figure: no day would owe anything, every minute worked would be overtime.
    const soSemanal = await salvar({})
    expect(soSemanal.status).toBe(400)
    expect((await soSemanal.json()).errors).toEqual([
      expect.objectContaining({ property: 'cargaSemanal', message: 'deve ser igual à soma das cargas dos dias (00:00)' }),
    ])
    const quatroDias = { SEGUNDA: '08:00', TERCA: '08:00', QUARTA: '08:00', QUINTA: '08:00' }
    const curto = await salvar({ cargaDiaria: quatroDias })
    expect((await curto.json()).errors[0]).toMatchObject({
      property: 'cargaSemanal',
      message: 'deve ser igual à soma das cargas dos dias (32:00)',
    })
    expect(dbFor(dbKey).horarios.some((h) => h.codigo === 'C40')).toBe(false)

    // Four days of loads and a Friday of pairs (night pairs past midnight count whole).
    const sexta = [
      { entrada: '22:00', saida: '02:00' },
      { entrada: '03:00', saida: '07:00' },
    ]
    const certo = await salvar({ cargaDiaria: quatroDias, horariosSemana: { SEXTA: sexta } })
    expect(certo.status).toBe(201)
    expect(await certo.json()).toMatchObject({ codigo: 'C40', cargaSemanal: '40:00' })
  })

  it('[REG-025][mock] a rotating schedule keeps its cycle keyed by sequence, with rest days', async () => {
    const dbKey = freshDb()
    const corpo = {
      codigo: 'R12',
      descricao: '12x36',
      tipoHorario: 'REVEZAMENTO',
      inicioRevezamento: '2026-11-01',
      horarios: { 1: { folga: false, slots: [{ entrada: '07:00', saida: '19:00' }] }, 2: { folga: true, slots: [] } },
    }
    const criado = await (await call('/api/horarios', { method: 'POST', as: 'admin', dbKey, body: corpo })).json()
    expect(criado.horarios).toMatchObject({ 1: { sequencia: 1, folga: false }, 2: { sequencia: 2, folga: true, slots: [] } })
  })

  it('[REG-032][mock] DELETE removes an unused schedule; one linked to employees is 409', async () => {
    const dbKey = freshDb()
    const { id } = await (
      await call('/api/horarios', { method: 'POST', as: 'admin', dbKey, body: { codigo: 'X', descricao: 'x', tipoHorario: 'FLEXIVEL' } })
    ).json()
    expect((await call(`/api/horarios/${id}`, { method: 'DELETE', as: 'admin', dbKey })).status).toBe(204)
    expect((await call('/api/horarios/1', { method: 'DELETE', as: 'admin', dbKey })).status).toBe(409)
  })
})
