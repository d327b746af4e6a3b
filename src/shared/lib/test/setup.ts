import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { server, startServer } from './msw-server'
import { installDomPolyfills } from './dom-polyfills'

installDomPolyfills()
// findBy*/waitFor wait for what the user would see; on a loaded machine a lazy dialog can take over the default 1 s.
configure({ asyncUtilTimeout: 5_000 })

beforeAll(() => startServer())
afterEach(() => {
  cleanup()
  server.resetHandlers()
})
afterAll(() => server.close())
