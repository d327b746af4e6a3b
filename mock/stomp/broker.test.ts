import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Client, type IMessage } from '@stomp/stompjs'
import WebSocket from 'ws'
import { funcionarioDoUsuario, hoje } from '../db/queries'
import type { Db, Funcionario } from '../db/index'
import { call, freshDb } from '../handlers/lib/test-client'
import { dbFor } from '../http/isolation'
import { findByLogin } from '../idp/claims'
import { signTestToken } from '../idp/test-token'
import { escopoDe } from '../timecard/escopo'
import { attachStomp, GREETINGS_TOPIC, MSG_SEM_CONNECT, MSG_TOKEN_EXPIRADO, publish, type StompEndpoint } from './broker'
import { MSG_QUADRO_GRANDE } from './frames'

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

async function connectClient(dbKey?: string, token?: string | null): Promise<Client> {
  const authorization = token === null ? undefined : `Bearer ${token ?? (await signTestToken('rh'))}`
  return new Promise((resolve, reject) => {
    const client = new Client({
      connectHeaders: authorization ? { Authorization: authorization } : {},
      webSocketFactory: () =>
        new WebSocket(url, ['v12.stomp', 'v11.stomp', 'v10.stomp'], dbKey ? { headers: { 'x-ponto-db': dbKey } } : {}),
      reconnectDelay: 0,
      onConnect: () => resolve(client),
      onStompError: (frame) => reject(new Error(frame.headers.message)),
      onWebSocketError: () => reject(new Error('websocket')),
    })
    client.activate()
  })
}

function nextMessage(client: Client, destination: string): Promise<IMessage> {
  return new Promise((resolve) => {
    const subscription = client.subscribe(destination, (message) => {
      subscription.unsubscribe()
      resolve(message)
    })
  })
}

/** Resolves after the broker has processed everything the client sent before (STOMP receipts are ordered). */
function flushed(client: Client): Promise<void> {
  return new Promise((resolve) => {
    const receipt = `r-${Math.random()}`
    client.watchForReceipt(receipt, () => resolve())
    client.subscribe('/topic/flush', () => undefined, { receipt })
  })
}

/** A raw STOMP socket, open, with the frames it receives and a promise of its close code. */
async function socketCru() {
  const socket = new WebSocket(url, ['v12.stomp'])
  const frames: string[] = []
  socket.on('message', (data) => frames.push(String(data)))
  const fechado = new Promise<number>((resolve) => socket.once('close', resolve))
  await new Promise((resolve) => socket.once('open', resolve))
  return { socket, frames, fechado }
}

describe('STOMP broker', () => {
  it('greets each subscriber of the greetings topic once', async () => {
    const client = await connectClient()
    const message = await nextMessage(client, GREETINGS_TOPIC)
    expect(JSON.parse(message.body)).toEqual({ content: 'Bem-vindo ao Ponto' })
    expect(message.headers['content-type']).toBe('application/json')
    await client.deactivate()
  })

  it('refuses a CONNECT without a valid access token', async () => {
    await expect(connectClient(undefined, null)).rejects.toThrow('Token de acesso ausente, inválido ou expirado')
    await expect(connectClient(undefined, await signTestToken('rh', { expiresIn: -10 }))).rejects.toThrow('Token de acesso')
  })

  it('ends the connection when the token of its CONNECT expires, so it hears nothing after the API would refuse it', async () => {
    const { socket, frames, fechado } = await socketCru()
    socket.send(`CONNECT\naccept-version:1.2\nAuthorization:Bearer ${await signTestToken('rh', { expiresIn: 1 })}\n\n\0`)
    socket.send('SUBSCRIBE\nid:1\ndestination:/topic/cartaoponto\n\n\0')
    await fechado
    expect(frames[0]).toMatch(/^CONNECTED\n/)
    expect(frames.at(-1)).toMatch(/^ERROR\n/)
    expect(frames.at(-1)).toContain(MSG_TOKEN_EXPIRADO)
  })

  it('closes a socket that sends more than 64 KB without ending its frame, even before CONNECT', async () => {
    const emPedacos = await socketCru()
    emPedacos.socket.send('SEND\ndestination:/a\n\n')
    for (let i = 0; i < 70; i += 1) emPedacos.socket.send('a'.repeat(1024))
    await emPedacos.fechado
    expect(emPedacos.frames).toEqual([expect.stringContaining(MSG_QUADRO_GRANDE)])

    const deUmaVez = await socketCru()
    deUmaVez.socket.send('a'.repeat(65 * 1024))
    expect(await deUmaVez.fechado).toBe(1009)
  })

  it('closes a socket that sends no CONNECT in time (60 s; 200 ms here)', async () => {
    const outro = createServer((_req, res) => res.end())
    const stomp = attachStomp(outro, '/stomp', 200)
    await new Promise<void>((resolve) => outro.listen(0, '127.0.0.1', resolve))
    const socket = new WebSocket(`ws://127.0.0.1:${(outro.address() as AddressInfo).port}/stomp`, ['v12.stomp'])
    const frames: string[] = []
    socket.on('message', (data) => frames.push(String(data)))
    await new Promise((resolve) => socket.once('close', resolve))
    expect(frames).toEqual([expect.stringContaining(MSG_SEM_CONNECT)])
    await stomp.close()
    await new Promise<void>((resolve) => outro.close(() => resolve()))
  })

  it('lets no client publish: a SEND is answered with ERROR and the connection closes', async () => {
    const socket = new WebSocket(url, ['v12.stomp'])
    const frames: string[] = []
    socket.on('message', (data) => frames.push(String(data)))
    await new Promise((resolve) => socket.once('open', resolve))
    socket.send(`CONNECT\naccept-version:1.2\nAuthorization:Bearer ${await signTestToken('rh')}\n\n\0`)
    socket.send('SEND\ndestination:/topic/cartaoponto\n\n{"funcionarioId":1}\0')
    await new Promise((resolve) => socket.once('close', resolve))
    expect(frames[0]).toMatch(/^CONNECTED\n/)
    expect(frames[1]).toMatch(/^ERROR\n/)
    expect(frames[1]).toContain('Clientes não publicam')
  })

  it('refuses a WebSocket opened by a page of another site', async () => {
    const socket = new WebSocket(url, ['v12.stomp'], { headers: { origin: 'https://evil.example' } })
    const status = await new Promise<number | undefined>((resolve) => {
      socket.once('unexpected-response', (_request, response) => resolve(response.statusCode))
      socket.once('open', () => resolve(undefined))
      socket.once('error', () => resolve(-1))
    })
    expect(status).toBe(403)
  })

  it('publish() reaches only the connections of the given database key', async () => {
    const a = await connectClient('db-a')
    const b = await connectClient('db-b')
    const gotB: string[] = []
    b.subscribe('/topic/cartaoponto', (m) => gotB.push(m.body))
    const toA = nextMessage(a, '/topic/cartaoponto')
    await Promise.all([flushed(a), flushed(b)])
    publish('/topic/cartaoponto', { funcionarioId: 7 }, 'db-a')
    expect(JSON.parse((await toA).body)).toEqual({ funcionarioId: 7 })
    await flushed(b)
    expect(gotB).toEqual([])
    publish('/topic/cartaoponto', { funcionarioId: 8 })
    await expect.poll(() => gotB).toEqual(['{"funcionarioId":8}'])
    await Promise.all([a.deactivate(), b.deactivate()])
  })

  it('answers a frame sent before CONNECT with ERROR and closes', async () => {
    const socket = new WebSocket(url, ['v12.stomp'])
    const frames: string[] = []
    socket.on('message', (data) => frames.push(String(data)))
    await new Promise((resolve) => socket.once('open', resolve))
    socket.send('SEND\ndestination:/x\n\noi\0')
    await new Promise((resolve) => socket.once('close', resolve))
    expect(frames[0]).toMatch(/^ERROR\n/)
    expect(frames[0]).toContain('antes de CONNECT')
  })

  it('refuses upgrades on other paths', async () => {
    const socket = new WebSocket(url.replace('/stomp', '/outro'))
    await expect(new Promise((_resolve, reject) => socket.once('error', reject))).rejects.toThrow()
  })
})

describe('time-card notices (/topic/cartaoponto)', () => {
  const TOPICO = '/topic/cartaoponto'

  async function ouvinte(dbKey: string, username: string) {
    const client = await connectClient(dbKey, await signTestToken(username, { dbKey }))
    const recebidas: number[] = []
    client.subscribe(TOPICO, (m) => recebidas.push((JSON.parse(m.body) as { funcionarioId: number }).funcionarioId))
    await flushed(client)
    return { client, recebidas }
  }

  it('publish() delivers only to the users the message is meant for', async () => {
    const dbKey = freshDb()
    const rh = await ouvinte(dbKey, 'rh')
    const semAcesso = await ouvinte(dbKey, 'semacesso')
    publish(TOPICO, { funcionarioId: 3 }, dbKey, (user) => user.realmRoles.includes('rh'))
    await expect.poll(() => rh.recebidas).toEqual([3])
    await flushed(semAcesso.client)
    expect(semAcesso.recebidas).toEqual([])
    await Promise.all([rh.client.deactivate(), semAcesso.client.deactivate()])
  })

  /** Two employees with a time card, neither the `funcionario` persona: one in the responsible user's scope, one outside. */
  function cartoesDoResponsavel(db: Db) {
    const usuario = findByLogin(db.usuarios, 'responsavel')!
    const escopo = escopoDe(db, { sub: usuario.id, username: usuario.username, realmRoles: usuario.realmRoles, permissions: usuario.permissions }, usuario)
    const fernanda = funcionarioDoUsuario(db, findByLogin(db.usuarios, 'funcionario'))
    const controla = (f: Funcionario) => f.ativo && f.controlaPonto && f.id !== fernanda?.id
    return {
      naEquipe: db.funcionarios.find((f) => controla(f) && escopo.funcionario(f))!,
      foraDaEquipe: db.funcionarios.find((f) => controla(f) && !escopo.funcionario(f))!,
    }
  }

  it('[AUTH-010] tells of a card change only whoever may open that card', async () => {
    const dbKey = freshDb()
    const db = dbFor(dbKey)
    const { naEquipe, foraDaEquipe } = cartoesDoResponsavel(db)
    const competencia = db.competencias.find((c) => c.inicio <= hoje(db) && hoje(db) <= c.fim)!
    const ouvintes = {
      rh: await ouvinte(dbKey, 'rh'),
      responsavel: await ouvinte(dbKey, 'responsavel'),
      funcionario: await ouvinte(dbKey, 'funcionario'),
      semacesso: await ouvinte(dbKey, 'semacesso'),
    }
    for (const f of [naEquipe, foraDaEquipe]) {
      const resposta = await call(`/api/registros/recalcular/${competencia.id}/${f.id}`, { method: 'POST', as: 'admin', dbKey })
      expect(resposta.status).toBe(204)
    }
    await expect.poll(() => ouvintes.rh.recebidas).toEqual([naEquipe.id, foraDaEquipe.id])
    await Promise.all(Object.values(ouvintes).map(({ client }) => flushed(client)))
    expect(ouvintes.responsavel.recebidas).toEqual([naEquipe.id])
    expect(ouvintes.funcionario.recebidas).toEqual([])
    expect(ouvintes.semacesso.recebidas).toEqual([])
    await Promise.all(Object.values(ouvintes).map(({ client }) => client.deactivate()))
  })
})
