import { beforeAll, describe, expect, it, vi } from 'vitest'
import { dbFor } from '../http/isolation'
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
      tipoSolicitacaoCompensarBancoHoras: { id: 2, motivo: { id: 112, descricao: 'Debito Banco de Horas' } },
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
