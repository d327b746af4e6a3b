import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import * as React from 'react'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { server, startServer } from './msw-server'
import { installDomPolyfills } from './dom-polyfills'
import { dismissGlobalError } from '@/shared/api/global-error'
import { carregarDialogos } from '@/shared/ui/dialog'
import { carregarMenus } from '@/shared/ui/dropdown-menu'
import { carregarSelects } from '@/shared/ui/select-substituto'
import { dismissToast } from '@/shared/ui/toast'

installDomPolyfills()
skipOwnerStacks()
// findBy*/waitFor wait for what the user would see; on a loaded machine a lazy dialog can take over the default 1 s.
configure({ asyncUtilTimeout: 5_000 })

beforeAll(() => startServer())
// Dialogs, menus and selects load their libraries on first use in the browser; tests start with them in, whatever ran
// before in the worker.
beforeAll(() => Promise.all([carregarDialogos(), carregarMenus(), carregarSelects()]))
// Files share their worker (`isolate: false`): each test starts from an empty document, whatever an earlier file left
// (a render that escaped its cleanup, a modal's `pointer-events: none` or scroll lock on <body>).
beforeEach(() => {
  cleanup()
  document.body.replaceChildren()
  for (const atributo of ['style', 'data-scroll-locked', 'aria-hidden']) document.body.removeAttribute(atributo)
  // The app-wide notices live in module stores, and the browser storage in the document: shared by the worker's files.
  dismissToast()
  dismissGlobalError()
  localStorage.clear()
  sessionStorage.clear()
})
afterEach(() => {
  cleanup()
  server.resetHandlers()
})
afterAll(() => server.close())

/**
 * React's development build captures an `Error` stack for each element it creates (owner stacks, for the component
 * stacks of its warnings): a third of the CPU of a test that renders the time card. Tests keep the warnings and lose
 * only the owner part of their stacks: React skips the capture once it believes 10,000 have been taken this second.
 */
function skipOwnerStacks(): void {
  const internals = (React as unknown as Record<string, object>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', { get: () => Number.MAX_SAFE_INTEGER, set: () => {}, configurable: true })
}
