import { afterAll, afterEach, beforeAll } from 'vitest'
import { server, startServer } from './msw-server'

beforeAll(() => startServer())
afterEach(() => server.resetHandlers())
afterAll(() => server.close())
