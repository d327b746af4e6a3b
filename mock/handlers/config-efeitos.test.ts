import { beforeAll, describe, expect, it, vi } from 'vitest'
import { cartaoPontoSchema } from '@/entities/cartao-ponto/api/cartao-ponto.schema'
import { cpfWithCheckDigits, pisWithCheckDigit } from '@/shared/lib/identifiers'
import type { Db } from '../db/index'
import { dbFor } from '../http/isolation'
import { MSG_NAO_PERMITIDO } from '../timecard/relogio'
import { call, freshDb } from './lib/test-client'

/** What each general setting of /config changes, saved with PUT /api/config as the screen does (docs/decisions.md). */

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

const salvarConfig = (dbKey: string, body: Record<string, unknown>) => call('/api/config', { method: 'PUT', as: 'admin', dbKey, body })

async function diaDoCartao(dbKey: string, funcionarioId: number, data: string) {
  const resposta = await call(`/api/cartaoponto?funcionarioId=${funcionarioId}&competenciaId=13`, { as: 'rh', dbKey })
  const { manutencaoDTO } = cartaoPontoSchema.parse(await resposta.json())
  return { dia: manutencaoDTO.registros[data]!.registro, mes: manutencaoDTO }
}

describe('/config: what each setting changes', () => {
  it('[SHELL-004][CLOCK-003][mock] "Permite bater ponto" off: the employee may no longer clock in, and the clock refuses her punch', async () => {
    const dbKey = freshDb()
    const permite = async () => (await call('/api/funcionarios/permite-bater-ponto', { as: 'funcionario', dbKey })).json()
    expect(await permite()).toBe(true)
    expect((await salvarConfig(dbKey, { permiteBaterPonto: false })).status).toBe(200)
    expect(await permite()).toBe(false)
    const registrar = await call('/api/relogio/registrar', { method: 'POST', as: 'funcionario', dbKey, body: {} })
    expect(registrar.status).toBe(400)
    expect(await registrar.json()).toMatchObject({ message: MSG_NAO_PERMITIDO })
  })

  // Employee 22 works 12 h without a break on 11/11: the 01:00 of break due (art. 71) is interval overtime while the company uses it.
  it('"Utiliza hora extra de intervalo" off: the missing break is no longer paid as overtime', async () => {
    const dbKey = freshDb()
    const antes = await diaDoCartao(dbKey, 22, '2026-11-11')
    expect(antes.dia).toMatchObject({ horaExtraIntervalo: '01:00', horaExtraTotal: '01:00' })
    expect((await salvarConfig(dbKey, { utilizaHoraExtraIntervalo: false })).status).toBe(200)
    const depois = await diaDoCartao(dbKey, 22, '2026-11-11')
    expect(depois.dia.horaExtraIntervalo).toMatch(/^(00:00)?$/)
    expect(depois.dia.horaExtraTotal).toMatch(/^(00:00)?$/)
    expect(depois.mes.totalHoraExtraIntervalo).not.toBe(antes.mes.totalHoraExtraIntervalo)
  })

  // Carlos (47) worked 08:00-12:00 and 13:00-21:30 on 06/11: 12:30 on an 8 h day = 04:30 of weekday overtime. The first
  // 02:00 are 50 %, the next 02:00 are 70 %, and beyond 04:00 the custom band takes the rest while it has a label.
  it.each([
    ['Hora Extra 75%', { horaExtra: '02:00', horaExtra70: '02:00', horaExtraCustom: '00:30' }, 'Hora Extra 75%'],
    ['', { horaExtra: '02:00', horaExtra70: '02:30', horaExtraCustom: '' }, null],
  ])('"Rótulo da hora extra personalizada" = %j: the bands of a 04:30 overtime day', async (rotulo, faixas, rotuloNoCartao) => {
    const dbKey = freshDb()
    expect((await salvarConfig(dbKey, { horaExtraCustomLabel: rotulo })).status).toBe(200)
    const { dia, mes } = await diaDoCartao(dbKey, 47, '2026-11-06')
    expect({ horaExtra: dia.horaExtra, horaExtra70: dia.horaExtra70, horaExtraCustom: dia.horaExtraCustom.replace(/^00:00$/, '') }).toEqual(faixas)
    expect(mes.horaExtraCustomLabel).toBe(rotuloNoCartao)
  })
})

describe('/config, Limites: what each limit changes', () => {
  const NOVO_REP = { descricao: 'REP-C Nova', tipo: 'REP_C', numeroFabricacao: '00014003750012399', modelo: 'X', ip: '10.0.3.31', localTrabalhoId: null, coletorId: 1 }

  // One new record of each licensed kind, as its screen sends it.
  const NOVOS = {
    equipamentos: { path: '/api/equipamentos', body: NOVO_REP, emUso: (db: Db) => db.equipamentos.length, nome: 'equipamentos' },
    coletores: { path: '/api/coletores', body: { descricao: 'Coletor Escola', ip: '10.0.3.40' }, emUso: (db: Db) => db.coletores.length, nome: 'coletores' },
    usuarios: {
      path: '/api/usuarios',
      body: { username: 'joana', name: 'Joana Gestora', email: 'joana@ponto.local', cpf: '', celular: '', perfil: 'supervisor', password: 'segredo' },
      emUso: (db: Db) => db.usuarios.length,
      nome: 'usuários',
    },
    funcionarios: {
      path: '/api/funcionarios',
      body: { nome: 'Joana Teste', cpf: cpfWithCheckDigits('529982247'), pis: pisWithCheckDigit('1201234567'), admissao: '2026-11-02', empresa: { id: 1 }, matricula: '900001' },
      emUso: (db: Db) => db.funcionarios.filter((f) => f.ativo).length,
      nome: 'funcionários ativos',
    },
  } as const

  for (const [tipo, novo] of Object.entries(NOVOS)) {
    it(`[REG-080][mock] "${tipo}": nothing is created beyond the license limit saved in /config; raising it lets it in`, async () => {
      const dbKey = freshDb()
      const emUso = novo.emUso(dbFor(dbKey))
      const limites = await (await call('/api/limites', { as: 'admin', dbKey })).json()
      const salvarLimite = (valor: number) => call('/api/limites', { method: 'PUT', as: 'admin', dbKey, body: { ...limites, [tipo]: valor } })
      expect((await salvarLimite(emUso)).status).toBe(200)
      const recusado = await call(novo.path, { method: 'POST', as: 'admin', dbKey, body: novo.body })
      expect(recusado.status).toBe(400)
      expect((await recusado.json()).errors).toEqual([expect.objectContaining({ message: `limite de ${emUso} ${novo.nome} atingido` })])
      expect((await salvarLimite(emUso + 1)).status).toBe(200)
      expect((await call(novo.path, { method: 'POST', as: 'admin', dbKey, body: novo.body })).status).toBe(201)
    })
  }
})
