import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Client, type IMessage } from '@stomp/stompjs'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import WebSocket from 'ws'
import { signTestToken } from '../idp/test-token'
import { attachStomp, type StompEndpoint } from '../stomp/index'
import { call, freshDb } from './lib/test-client'

beforeAll(() => {
  vi.stubEnv('PONTO_TODAY', '2026-11-16')
})

async function bloqueado(dbKey: string, funcionarioId = 1): Promise<boolean> {
  const response = await call(`/api/cartaoponto?funcionarioId=${funcionarioId}&competenciaId=13`, { as: 'rh', dbKey })
  return ((await response.json()) as { manutencaoDTO: { bloqueado: boolean } }).manutencaoDTO.bloqueado
}

describe('/api/bloqueio-registro/{competencia}/{funcionario}', () => {
  it('[TC-048][mock] POST locks the employee competence: the card comes back bloqueado', async () => {
    const dbKey = freshDb()
    expect(await bloqueado(dbKey)).toBe(false)
    expect((await call('/api/bloqueio-registro/13/1', { method: 'POST', as: 'rh', dbKey })).status).toBe(204)
    expect(await bloqueado(dbKey)).toBe(true)
    expect((await call('/api/bloqueio-registro/13/1', { method: 'POST', as: 'rh', dbKey })).status).toBe(204)
    expect((await call('/api/registros/recalcular/13/1', { method: 'POST', as: 'rh', dbKey })).status).toBe(409)
  })

  it('[TC-049][mock] DELETE unlocks it', async () => {
    const dbKey = freshDb()
    expect(await bloqueado(dbKey, 35)).toBe(true)
    expect((await call('/api/bloqueio-registro/13/35', { method: 'DELETE', as: 'rh', dbKey })).status).toBe(204)
    expect(await bloqueado(dbKey, 35)).toBe(false)
  })

  it('[TC-050][mock] needs front_bloqueioregistro; unknown ids give 404', async () => {
    const dbKey = freshDb()
    expect((await call('/api/bloqueio-registro/13/1', { method: 'POST', as: 'responsavel', dbKey })).status).toBe(403)
    expect((await call('/api/bloqueio-registro/13/1', { method: 'DELETE', as: 'supervisor', dbKey })).status).toBe(403)
    expect(await bloqueado(dbKey)).toBe(false)
    expect((await call('/api/bloqueio-registro/99/1', { method: 'POST', as: 'rh', dbKey })).status).toBe(404)
  })

  describe('real-time notice', () => {
    let server: Server
    let endpoint: StompEndpoint
    let url: string

    beforeAll(async () => {
      server = createServer((_req, res) => res.end())
      endpoint = attachStomp(server)
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/stomp`
    })

    afterAll(async () => {
      await endpoint.close()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    })

    it('publishes the changed card on /topic/cartaoponto to the clients of the same database', async () => {
      const dbKey = freshDb()
      const token = await signTestToken('rh', { dbKey })
      const client = await new Promise<Client>((resolve, reject) => {
        const c = new Client({
          connectHeaders: { Authorization: `Bearer ${token}` },
          webSocketFactory: () => new WebSocket(url, ['v12.stomp'], { headers: { 'x-ponto-db': dbKey } }),
          reconnectDelay: 0,
          onConnect: () => resolve(c),
          onWebSocketError: () => reject(new Error('websocket')),
        })
        c.activate()
      })
      const message = new Promise<IMessage>((resolve) => {
        const receipt = 'sub-cartao'
        client.watchForReceipt(receipt, () => void call('/api/bloqueio-registro/13/1', { method: 'POST', as: 'rh', dbKey }))
        client.subscribe('/topic/cartaoponto', resolve, { receipt })
      })
      expect(JSON.parse((await message).body)).toEqual({ funcionarioId: 1, competenciaId: 13, origem: null })
      await client.deactivate()
    })
  })
})
