import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { nextId } from '../db/queries'
import { dbFor } from '../http/isolation'
import { buildCartaoPonto } from '../timecard/build'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

describe('GET /api/config/search/load', () => {
  it('[REG-079][mock] holds current, limites, empresa, permiteBaterPonto, integrador, request types and utilizaHoraExtraIntervalo', async () => {
    const response = await call('/api/config/search/load', { as: 'rh', dbKey: freshDb() })
    expect(response.status).toBe(200)
    const config = await response.json()
    expect(config).toMatchObject({
      current: { descricaoCurta: '11/2026', situacao: 'ABERTA' },
      limites: { funcionarios: expect.any(Number) },
      empresa: { id: 1, nome: 'Prefeitura Municipal de Santa Aurora' },
      permiteBaterPonto: true,
      integrador: { id: 1, nome: 'Integrador RH Folha' },
      tipoSolicitacaoIncluirMarcacao: { id: 1, descricao: 'Incluir marcação', motivo: { id: 102 } },
      tipoSolicitacaoCompensarBancoHoras: { id: 2, motivo: { id: 112, descricao: 'Débito Banco de Horas' } },
      utilizaHoraExtraIntervalo: true,
      modoEspecial: false,
      geraComprovanteMarcacao: true,
    })
  })

  it('answers 401 without a token', async () => {
    const response = await call('/api/config/search/load', { dbKey: freshDb() })
    expect(response.status).toBe(401)
  })
})

describe('/api/configuracao-campos/cartao-ponto', () => {
  const path = '/api/configuracao-campos/cartao-ponto'

  it('gives the field configuration of the user company', async () => {
    const dbKey = freshDb()
    const campos = await (await call(path, { as: 'funcionario', dbKey })).json()
    expect(Object.keys(campos)).toHaveLength(12)
    expect(Object.values(campos).every((c) => (c as { enabled: boolean }).enabled)).toBe(true)
    const aurora = dbFor(dbKey).funcionarios.find((f) => f.empresaId === 2)!
    const usuario = dbFor(dbKey).usuarios.find((u) => u.username === 'supervisor')!
    usuario.funcionarioId = aurora.id
    const daAurora = await (await call(path, { as: 'supervisor', dbKey })).json()
    expect(daAurora).toMatchObject({ horaExtra70: { enabled: false }, descontoDSR: { enabled: false }, falta: { enabled: true } })
  })

  it('[TC-087][mock] saves the configuration with POST and serves it afterwards', async () => {
    const dbKey = freshDb()
    const response = await call(path, {
      method: 'POST',
      as: 'admin',
      dbKey,
      body: { falta: { enabled: false }, atraso: { enabled: false } },
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ falta: { enabled: false }, atraso: { enabled: false }, horaExtra50: { enabled: true } })
    const reloaded = await (await call(path, { as: 'rh', dbKey })).json()
    expect(reloaded).toMatchObject({ falta: { enabled: false }, atraso: { enabled: false } })
  })

  it('refuses the save without front_configuracaocampos (403) and with a malformed body (400)', async () => {
    const dbKey = freshDb()
    const denied = await call(path, { method: 'POST', as: 'supervisor', dbKey, body: { falta: { enabled: false } } })
    expect(denied.status).toBe(403)
    const bad = await call(path, { method: 'POST', as: 'admin', dbKey, body: { falta: { enabled: 'nao' } } })
    expect(bad.status).toBe(400)
    const unreadable = await call(path, { method: 'POST', as: 'admin', dbKey, body: '{falta' })
    expect(unreadable.status).toBe(400)
    expect(dbFor(dbKey).configuracaoCampos[1]?.falta.enabled).toBe(true)
  })
})

describe('/config: limits, general settings, backup', () => {
  it('[REG-080][mock] reads and saves the limits with GET and PUT /api/limites', async () => {
    const dbKey = freshDb()
    const limites = await (await call('/api/limites', { as: 'admin', dbKey })).json()
    const salvo = await call('/api/limites', { method: 'PUT', as: 'admin', dbKey, body: { ...limites, usuarios: 250 } })
    expect((await salvo.json()).usuarios).toBe(250)
    expect((await (await call('/api/limites', { as: 'admin', dbKey })).json()).usuarios).toBe(250)
    const invalido = await call('/api/limites', { method: 'PUT', as: 'admin', dbKey, body: { ...limites, coletores: -1 } })
    expect((await invalido.json()).errors[0]).toMatchObject({ property: 'coletores' })
    expect((await call('/api/limites', { as: 'rh', dbKey })).status).toBe(403)
  })

  it('[REG-081][mock] POST /api/backup answers a file named by x-filename', async () => {
    const resposta = await call('/api/backup', { method: 'POST', as: 'admin', dbKey: freshDb() })
    expect(resposta.headers.get('x-filename')).toBe('ponto-backup-2026-11-16.json')
    expect(JSON.parse(await resposta.text())).toHaveProperty('funcionarios')
  })

  it('[REG-081][mock] the backup carries no password, and the accounts keep theirs', async () => {
    const dbKey = freshDb()
    const texto = await (await call('/api/backup', { method: 'POST', as: 'admin', dbKey })).text()
    expect(texto).not.toMatch(/"password"/i)
    const { usuarios } = JSON.parse(texto) as { usuarios: { username: string }[] }
    expect(usuarios.map((u) => u.username)).toContain('admin')
    expect(dbFor(dbKey).usuarios.find((u) => u.username === 'admin')?.password).toBe('ponto')
  })

  it('saves the general settings; the load reflects them', async () => {
    const dbKey = freshDb()
    const salvo = await call('/api/config', {
      method: 'PUT',
      as: 'admin',
      dbKey,
      body: { modoEspecial: true, horaExtraCustomLabel: 'Plantão' },
    })
    expect(salvo.status).toBe(200)
    const load = await (await call('/api/config/search/load', { as: 'admin', dbKey })).json()
    expect(load).toMatchObject({ modoEspecial: true, horaExtraCustomLabel: 'Plantão' })
  })
})

describe('/config: the span of an open entry without a schedule (domain.md rule 14)', () => {
  /** Alice (employee 12) has no schedule; her entry of 15/11 at 22:00 is still open when the administrator punches 09:00. */
  const ALICE = 12
  // The clock's time of day is the wall clock's: 14:30 here, so that 09:00 is in the past.
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2026, 10, 16, 14, 30))
  })
  afterAll(() => {
    vi.useRealTimers()
  })

  async function saidaDepoisDe(dbKey: string): Promise<string> {
    const db = dbFor(dbKey)
    buildCartaoPonto(db, ALICE, 13)
    const ontem = db.registros.find((r) => r.funcionarioId === ALICE && r.data === '2026-11-15')!
    db.marcacoes.push({
      id: nextId(db, db.marcacoes), registroId: ontem.id, funcionarioId: ALICE, data: '2026-11-15', hora: '22:00', dataHora: '2026-11-15T22:00:00',
      tipoMarcacao: 'ORIGINAL', sequencia: 1, desconsiderada: false, motivoId: null, nsr: null, equipamento: null,
    })
    const resposta = await call('/api/relogio/registrar-admin', { method: 'POST', as: 'admin', dbKey, body: { funcionarioId: ALICE, hora: '09:00' } })
    expect(resposta.status).toBe(200)
    const marcacao = db.marcacoes.find((m) => m.funcionarioId === ALICE && m.hora === '09:00')!
    return db.registros.find((r) => r.id === marcacao.registroId)!.data
  }

  it('is 16 h by default: the 09:00 exit, 11 h after the entry, closes the shift of 15/11', async () => {
    const dbKey = freshDb()
    expect(await (await call('/api/config/search/load', { as: 'admin', dbKey })).json()).toMatchObject({ limiteJornadaAbertaHoras: 16 })
    expect(await saidaDepoisDe(dbKey)).toBe('2026-11-15')
  })

  it('saved as 10 h with PUT /api/config, the same punch starts the day of 16/11', async () => {
    const dbKey = freshDb()
    const salvo = await call('/api/config', { method: 'PUT', as: 'admin', dbKey, body: { limiteJornadaAbertaHoras: 10 } })
    expect(await salvo.json()).toMatchObject({ limiteJornadaAbertaHoras: 10 })
    expect(await (await call('/api/config/search/load', { as: 'admin', dbKey })).json()).toMatchObject({ limiteJornadaAbertaHoras: 10 })
    expect(await saidaDepoisDe(dbKey)).toBe('2026-11-16')
  })

  it.each([0, 25, 10.5, 'dez'])('refuses %s (whole hours from 1 to 24) and keeps the saved span', async (invalido) => {
    const dbKey = freshDb()
    const resposta = await call('/api/config', { method: 'PUT', as: 'admin', dbKey, body: { limiteJornadaAbertaHoras: invalido } })
    expect(resposta.status).toBe(400)
    expect((await resposta.json()).errors).toEqual([
      { entity: 'Config', property: 'limiteJornadaAbertaHoras', message: 'deve estar entre 1 e 24', invalidValue: invalido },
    ])
    expect(dbFor(dbKey).config.limiteJornadaAbertaHoras).toBe(16)
  })
})
