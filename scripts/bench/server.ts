import { spawn, type ChildProcess } from 'node:child_process'
import { setTimeout as delay } from 'node:timers/promises'

/** Starts the production build with the mock backend on its own ports and waits until it answers. */
export async function startServer(port: number): Promise<{ url: string; stop: () => void }> {
  const child: ChildProcess = spawn('npx', ['tsx', 'mock/start.ts'], {
    env: { ...process.env, PORT: String(port), MOCK_PORT: String(port + 1), PONTO_TODAY: '2026-11-16', PONTO_TEST_CONTROL: '1' },
    stdio: 'ignore',
    detached: true,
  })
  const url = `http://localhost:${port}`
  for (let i = 0; i < 300; i++) {
    try {
      const response = await fetch(`${url}/api/master/tenants/keycloak-config`)
      if (response.ok) return { url, stop: () => stop(child) }
    } catch {
      // not up yet
    }
    await delay(200)
  }
  stop(child)
  throw new Error(`server did not start on ${url}`)
}

function stop(child: ChildProcess): void {
  try {
    process.kill(-child.pid!, 'SIGTERM')
  } catch {
    // already gone
  }
}
