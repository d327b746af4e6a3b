import { beforeAll, describe, expect, it, vi } from 'vitest'
import { dbFor } from '../http/isolation'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

const mensagem = (messageType: string, payload: Record<string, unknown>) => ({ method: 'POST', body: { messageType, payload } })

describe('collectors (/api/coletores, /api/coletor/message)', () => {
  it('lists the collectors with how many employees each knows; a collector knows the active employees of its clock place', async () => {
    const dbKey = freshDb()
    const lista = await (await call('/api/coletores', { as: 'admin', dbKey })).json()
    const paco = lista._embedded.coletores.find((c: { id: number }) => c.id === 1)
    expect(paco.totalFuncionarios).toBeGreaterThan(0)
    expect(paco).not.toHaveProperty('funcionarioIds')
    const funcionarios = await (await call('/api/coletores/1/funcionarios?text=fernanda', { as: 'admin', dbKey })).json()
    expect(funcionarios.content).toEqual([expect.objectContaining({ id: 1, nome: 'Fernanda Funcionária' })])
    expect((await call('/api/coletores/1/funcionarios', { as: 'rh', dbKey })).status).toBe(403)
  })

  it('[REG-011][mock] sends employees to an online collector (COLETOR_FUNCIONARIO_ENVIAR); an offline one refuses the connection', async () => {
    const dbKey = freshDb()
    const db = dbFor(dbKey)
    const fora = db.funcionarios.find((f) => f.ativo && !db.coletores.some((c) => c.funcionarioIds.includes(f.id)))!
    const enviado = await call('/api/coletor/message', {
      ...mensagem('COLETOR_FUNCIONARIO_ENVIAR', { coletorId: 1, funcionarioIds: [fora.id] }),
      as: 'admin',
      dbKey,
    })
    expect(enviado.status).toBe(202)
    expect(db.coletores[0]!.funcionarioIds).toContain(fora.id)
    expect(db.coletores[0]!.ultimoContato).toBe(db.today.toISOString())
    const offline = await call('/api/coletor/message', {
      ...mensagem('COLETOR_FUNCIONARIO_ENVIAR', { coletorId: 2, funcionarioIds: [fora.id] }),
      as: 'admin',
      dbKey,
    })
    expect(offline.status).toBe(503)
    expect(db.coletores[1]!.funcionarioIds).not.toContain(fora.id)
    const vazio = await call('/api/coletor/message', {
      ...mensagem('COLETOR_FUNCIONARIO_ENVIAR', { coletorId: 1, funcionarioIds: [] }),
      as: 'admin',
      dbKey,
    })
    expect((await vazio.json()).errors[0]).toMatchObject({
      property: 'payload.funcionarioIds',
      message: 'selecione ao menos um funcionário',
    })
    // Each message type has its own permission: rh may import an employee, not send employees to a collector.
    expect(
      (
        await call('/api/coletor/message', {
          ...mensagem('COLETOR_FUNCIONARIO_ENVIAR', { coletorId: 1, funcionarioIds: [fora.id] }),
          as: 'rh',
          dbKey,
        })
      ).status,
    ).toBe(403)
    expect(
      (await call('/api/coletor/message', { ...mensagem('COLETOR_FUNCIONARIO_IMPORTAR', { funcionarioId: 1 }), as: 'rh', dbKey })).status,
    ).toBe(202)
  })

  it('[REG-011][mock] transfers employees the origin knows to another collector (COLETOR_FUNCIONARIO_TRANSFERIR); the panel counts the messages', async () => {
    const dbKey = freshDb()
    const db = dbFor(dbKey)
    const [ubs, paco] = [db.coletores[1]!, db.coletores[0]!]
    const movido = ubs.funcionarioIds[0]!
    const semDestino = await call('/api/coletor/message', {
      ...mensagem('COLETOR_FUNCIONARIO_TRANSFERIR', { coletorId: 2, coletorDestinoId: 2, funcionarioIds: [movido] }),
      as: 'admin',
      dbKey,
    })
    expect((await semDestino.json()).errors[0]).toMatchObject({
      property: 'payload.coletorDestinoId',
      message: 'o destino deve ser outro coletor',
    })
    const alheio = paco.funcionarioIds.find((id) => !ubs.funcionarioIds.includes(id))!
    const naoEsta = await call('/api/coletor/message', {
      ...mensagem('COLETOR_FUNCIONARIO_TRANSFERIR', { coletorId: 2, coletorDestinoId: 1, funcionarioIds: [alheio] }),
      as: 'admin',
      dbKey,
    })
    expect(naoEsta.status).toBe(400)
    const transferido = await call('/api/coletor/message', {
      ...mensagem('COLETOR_FUNCIONARIO_TRANSFERIR', { coletorId: 2, coletorDestinoId: 1, funcionarioIds: [movido] }),
      as: 'admin',
      dbKey,
    })
    expect(transferido.status).toBe(202)
    expect(ubs.funcionarioIds).not.toContain(movido)
    expect(paco.funcionarioIds).toContain(movido)
    const painel = await (await call('/api/coletores/1/dashboard', { as: 'admin', dbKey })).json()
    expect(painel).toMatchObject({
      totalMensagens: 1,
      totalFuncionarios: paco.funcionarioIds.length,
      equipamentos: [{ id: 1, descricao: 'REP-C 0001' }],
    })
    expect(painel.ultimasMensagens[0].messageType).toBe('COLETOR_FUNCIONARIO_TRANSFERIR')
  })
})
