import { beforeAll, describe, expect, it, vi } from 'vitest'
import { dbFor } from '../http/isolation'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

const NOVO = { descricao: 'REP-C 0003 Escola', tipo: 'REP_C', numeroFabricacao: '00014003750012399', modelo: 'Henry Prisma', ip: '10.0.3.31', localTrabalhoId: 3, coletorId: 1 }

describe('clocks (/api/equipamentos)', () => {
  it('lists a HAL collection with the place and the collector; creates, saves and deletes (front_equipamento)', async () => {
    const dbKey = freshDb()
    const lista = await (await call('/api/equipamentos', { as: 'admin', dbKey })).json()
    expect(lista._embedded.equipamentos[0]).toMatchObject({ descricao: 'REP-C 0001', coletor: { id: 1, descricao: 'Coletor Paço Municipal' } })
    expect((await call('/api/equipamentos', { method: 'POST', as: 'rh', dbKey, body: NOVO })).status).toBe(403)
    const criado = await (await call('/api/equipamentos', { method: 'POST', as: 'admin', dbKey, body: NOVO })).json()
    expect(criado).toMatchObject({ ...NOVO, ativo: true, localTrabalho: { id: 3, descricao: 'EMEF Monteiro Lobato' } })
    const salvo = await call(`/api/equipamentos/${criado.id}`, { method: 'PUT', as: 'admin', dbKey, body: { ...NOVO, descricao: 'REP-C 0003' } })
    expect((await salvo.json()).descricao).toBe('REP-C 0003')
    expect((await call(`/api/equipamentos/${criado.id}`, { method: 'DELETE', as: 'admin', dbKey })).status).toBe(204)
  })

  it('checks the manufacturing number (17 digits, unique), the IP address of a REP-C and the referenced registers', async () => {
    const dbKey = freshDb()
    const resposta = await call('/api/equipamentos', {
      method: 'POST', as: 'admin', dbKey, body: { ...NOVO, numeroFabricacao: '00014003750012345', ip: '10.0.300.1', coletorId: 99 },
    })
    expect(resposta.status).toBe(400)
    const erros = async (r: Response) => (await r.json()).errors.map((e: { property: string; message: string }) => [e.property, e.message])
    expect(await erros(resposta)).toEqual([['ip', 'endereço IP inválido']])
    // What needs the database is checked once the body is well formed.
    const repetido = await call('/api/equipamentos', {
      method: 'POST', as: 'admin', dbKey, body: { ...NOVO, numeroFabricacao: '00014003750012345', coletorId: 99 },
    })
    expect(repetido.status).toBe(400)
    expect(await erros(repetido)).toEqual([
      ['numeroFabricacao', 'número de fabricação já cadastrado'],
      ['coletorId', 'não encontrado'],
    ])
    const repP = await call('/api/equipamentos', { method: 'POST', as: 'admin', dbKey, body: { ...NOVO, tipo: 'REP_P', ip: '', coletorId: null } })
    expect(repP.status).toBe(201)
  })

  it('[REG-083][mock] sends the settings to an online collector; an offline one refuses the connection (503)', async () => {
    const dbKey = freshDb()
    const enviado = await call('/api/equipamentos/1/coletor', { method: 'POST', as: 'admin', dbKey })
    expect(enviado.status).toBe(202)
    expect(dbFor(dbKey).coletores[0]!.ultimoContato).toBe(dbFor(dbKey).today.toISOString())
    const offline = await call('/api/equipamentos/2/coletor', { method: 'POST', as: 'admin', dbKey })
    expect(offline.status).toBe(503)
    expect((await offline.json()).message).toBe('Connection refused: Coletor UBS Centro (10.0.2.20)')
    const semColetor = await call('/api/equipamentos/3/coletor', { method: 'POST', as: 'admin', dbKey })
    expect((await semColetor.json()).message).toBe('Equipamento sem coletor vinculado.')
  })

  it('a collector with clocks is kept', async () => {
    const dbKey = freshDb()
    const resposta = await call('/api/coletores/1', { method: 'DELETE', as: 'admin', dbKey })
    expect(resposta.status).toBe(409)
    expect((await resposta.json()).message).toBe('Coletor com equipamentos vinculados: não pode ser excluído.')
  })
})
