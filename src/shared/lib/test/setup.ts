import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { server, startServer } from './msw-server'
import { installDomPolyfills } from './dom-polyfills'

installDomPolyfills()

beforeAll(() => startServer())
afterEach(() => {
  cleanup()
  server.resetHandlers()
})
afterAll(() => server.close())
