import type { Client, IMessage, StompSubscription } from '@stomp/stompjs'

export const GREETINGS_TOPIC = '/topic/greetings'
export const RECONNECT_DELAY_MS = 5000

export interface RealtimeOptions {
  /** Defaults to ws(s)://<host>/stomp of the page (or of VITE_API_URL). */
  url?: string
  getToken: () => string | undefined
  onGreeting?: (body: string) => void
  webSocketFactory?: () => WebSocket
}

export interface RealtimeConnection {
  /** The STOMP client, once its library has loaded (it is kept out of the initial bundle). */
  ready: Promise<Client>
  subscribe: (destination: string, callback: (message: IMessage) => void) => () => void
  /**
   * Connects again at once when `getToken` gives another token than the open connection's: the server ends a
   * connection when the token of its CONNECT expires, so the renewed one keeps the notices without the 5 s gap.
   */
  renewToken: () => void
  disconnect: () => Promise<void>
}

interface Listener {
  destination: string
  callback: (message: IMessage) => void
  subscription?: StompSubscription
}

/** Listeners outlive connections: they are (re)subscribed on every connect. */
const listeners = new Set<Listener>()
let active: Client | null = null

export function defaultBrokerUrl(): string {
  const apiUrl = import.meta.env.VITE_API_URL as string | undefined
  const origin = new URL(apiUrl || globalThis.location?.href || 'http://localhost/')
  const protocol = origin.protocol === 'https:' ? 'wss:' : 'ws:'
  return `${protocol}//${origin.host}/stomp`
}

function attach(client: Client, listener: Listener): void {
  if (client.connected) listener.subscription = client.subscribe(listener.destination, listener.callback)
}

/**
 * Subscribes to a STOMP destination on the app's connection, now and after every reconnect.
 * Returns the unsubscribe function.
 */
export function subscribe(destination: string, callback: (message: IMessage) => void): () => void {
  const listener: Listener = { destination, callback }
  listeners.add(listener)
  if (active) attach(active, listener)
  return () => {
    listeners.delete(listener)
    if (active?.connected) listener.subscription?.unsubscribe()
  }
}

/** RT-001..004: STOMP over WebSocket at /stomp, reconnecting after 5000 ms, greetings only logged. */
export function connectRealtime(options: RealtimeOptions): RealtimeConnection {
  let disconnected = false
  let connectedWith: string | undefined
  const ready = import('@stomp/stompjs').then(({ Client }) => {
    const client = new Client({ brokerURL: options.url ?? defaultBrokerUrl(), reconnectDelay: RECONNECT_DELAY_MS })
    // A factory (Node, tests) takes precedence over brokerURL.
    if (options.webSocketFactory) client.webSocketFactory = options.webSocketFactory
    // The token may have been renewed since the last connect.
    client.beforeConnect = () => {
      const token = options.getToken()
      connectedWith = token
      client.connectHeaders = token ? { Authorization: `Bearer ${token}` } : {}
    }
    client.onConnect = () => {
      client.subscribe(GREETINGS_TOPIC, (message) => {
        console.info('[stomp] greetings:', message.body)
        options.onGreeting?.(message.body)
      })
      for (const listener of listeners) attach(client, listener)
    }
    if (!disconnected) {
      active = client
      client.activate()
    }
    return client
  })
  let renewing = false
  return {
    ready,
    subscribe,
    renewToken: () => {
      void ready.then(async (client) => {
        if (renewing || disconnected || !client.connected || options.getToken() === connectedWith) return
        renewing = true
        await client.deactivate()
        renewing = false
        if (!disconnected) client.activate()
      })
    },
    disconnect: async () => {
      disconnected = true
      const client = await ready
      if (active === client) active = null
      await client.deactivate()
    },
  }
}
