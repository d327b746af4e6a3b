import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectRealtime, defaultBrokerUrl, subscribe, type RealtimeConnection } from './realtime'

const NUL = '\0'

/** A WebSocket stand-in that speaks just enough STOMP: CONNECTED on CONNECT, records SUBSCRIBEs. */
class FakeSocket {
  static instances: FakeSocket[] = []
  url = 'ws://fake/stomp'
  binaryType = 'blob'
  readyState = 0
  protocol = ''
  onopen: ((ev?: unknown) => void) | null = null
  onmessage: ((ev: { data: string }) => void) | null = null
  onclose: ((ev?: unknown) => void) | null = null
  onerror: ((ev?: unknown) => void) | null = null
  frames: string[] = []
  subscriptions = new Map<string, string>()

  constructor() {
    FakeSocket.instances.push(this)
    setTimeout(() => {
      this.readyState = 1
      this.onopen?.({})
    }, 0)
  }

  send(data: string) {
    for (const frame of data.split(NUL).filter((f) => f.trim() !== '')) {
      this.frames.push(frame)
      const [command, ...lines] = frame.trimStart().split('\n')
      const headers = Object.fromEntries(lines.filter((l) => l.includes(':')).map((l) => l.split(/:(.*)/s).slice(0, 2)))
      if (command === 'CONNECT') this.receive(`CONNECTED\nversion:1.2\nheart-beat:0,0\n\n${NUL}`)
      if (command === 'SUBSCRIBE') this.subscriptions.set(headers.destination as string, headers.id as string)
      if (command === 'DISCONNECT' && headers.receipt) this.receive(`RECEIPT\nreceipt-id:${headers.receipt}\n\n${NUL}`)
    }
  }

  receive(data: string) {
    this.onmessage?.({ data })
  }

  publish(destination: string, body: string) {
    const id = this.subscriptions.get(destination)
    this.receive(`MESSAGE\ndestination:${destination}\nsubscription:${id}\nmessage-id:m1\n\n${body}${NUL}`)
  }

  close() {
    this.readyState = 3
    this.onclose?.({ code: 1000, reason: '', wasClean: true })
  }
}

let connection: RealtimeConnection | undefined

afterEach(async () => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  await connection?.disconnect()
  connection = undefined
  FakeSocket.instances = []
})

function open(getToken = () => 'tok-1' as string | undefined) {
  connection = connectRealtime({ getToken, webSocketFactory: () => new FakeSocket() as unknown as WebSocket })
  return connection
}

const lastSocket = () => FakeSocket.instances.at(-1)!

describe('connectRealtime', () => {
  it('[RT-001] connects to ws://<host>/stomp with the bearer token', async () => {
    expect(defaultBrokerUrl()).toBe(`ws://${location.host}/stomp`)
    const client = await open().ready
    expect(client.brokerURL).toBe(`ws://${location.host}/stomp`)
    await vi.waitFor(() => expect(client.connected).toBe(true))
    const connect = lastSocket().frames.find((f) => f.startsWith('CONNECT'))
    expect(connect).toContain('Authorization:Bearer tok-1')
  })

  it('[RT-003] subscribes to the greetings topic', async () => {
    const client = await open().ready
    await vi.waitFor(() => expect(client.connected).toBe(true))
    expect([...lastSocket().subscriptions.keys()]).toContain('/topic/greetings')
  })

  it('[RT-004] a greeting is only logged', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const other = vi.fn()
    const unsubscribe = subscribe('/topic/cartaoponto', other)
    const client = await open().ready
    await vi.waitFor(() => expect(client.connected).toBe(true))
    lastSocket().publish('/topic/greetings', 'Ola, Ponto!')
    expect(info).toHaveBeenCalledWith(expect.any(String), 'Ola, Ponto!')
    expect(other).not.toHaveBeenCalled()
    unsubscribe()
  })

  it('[RT-002] reconnects 5000 ms after a disconnection, with a fresh token and subscriptions', async () => {
    vi.useFakeTimers()
    let token = 'tok-1'
    const received = vi.fn()
    const unsubscribe = subscribe('/topic/cartaoponto', (m) => received(m.body))
    const client = await open(() => token).ready
    expect(client.reconnectDelay).toBe(5000)
    await vi.advanceTimersByTimeAsync(10)
    expect(client.connected).toBe(true)

    token = 'tok-2'
    lastSocket().close()
    await vi.advanceTimersByTimeAsync(4900)
    expect(FakeSocket.instances).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(200)
    expect(FakeSocket.instances).toHaveLength(2)
    expect(client.connected).toBe(true)

    const socket = lastSocket()
    expect(socket.frames.find((f) => f.startsWith('CONNECT'))).toContain('Authorization:Bearer tok-2')
    expect([...socket.subscriptions.keys()]).toEqual(expect.arrayContaining(['/topic/greetings', '/topic/cartaoponto']))
    socket.publish('/topic/cartaoponto', 'atualizado')
    expect(received).toHaveBeenCalledWith('atualizado')
    unsubscribe()
  })

  it('connects again at once with a renewed token (the server ends a connection when its token expires)', async () => {
    vi.useFakeTimers()
    let token = 'tok-1'
    const received = vi.fn()
    const unsubscribe = subscribe('/topic/cartaoponto', (m) => received(m.body))
    const realtime = open(() => token)
    const client = await realtime.ready
    await vi.advanceTimersByTimeAsync(10)
    realtime.renewToken()
    await vi.advanceTimersByTimeAsync(10)
    expect(FakeSocket.instances).toHaveLength(1)

    token = 'tok-2'
    realtime.renewToken()
    await vi.advanceTimersByTimeAsync(10)
    expect(FakeSocket.instances).toHaveLength(2)
    expect(client.connected).toBe(true)
    const socket = lastSocket()
    expect(socket.frames.find((f) => f.startsWith('CONNECT'))).toContain('Authorization:Bearer tok-2')
    socket.publish('/topic/cartaoponto', 'atualizado')
    expect(received).toHaveBeenCalledWith('atualizado')
    unsubscribe()
  })
})
