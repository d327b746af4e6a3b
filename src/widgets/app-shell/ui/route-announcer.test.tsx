import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { ANNOUNCE_DELAY_MS, RouteAnnouncer } from './route-announcer'

async function setup(path = '/') {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <RouteAnnouncer />
        <Outlet />
      </>
    ),
  })
  const any = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => <p>página</p> })
  const router = createRouter({
    routeTree: rootRoute.addChildren([any]),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  await router.load()
  await act(async () => {
    render(<RouterProvider router={router} />)
  })
  expect(screen.getByText('página')).toBeInTheDocument()
  return router
}

const status = () => screen.getByRole('status')

beforeEach(() => {
  window.dataLayer = []
})

afterEach(() => {
  vi.useRealTimers()
})

describe('RouteAnnouncer', () => {
  it('[SHELL-017] announces the new page 500 ms after each navigation', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const router = await setup('/manutencao')
    act(() => vi.advanceTimersByTime(ANNOUNCE_DELAY_MS))
    expect(status()).toHaveTextContent('Página carregada: Cartão Ponto')
    expect(status()).toHaveAttribute('aria-live', 'polite')

    await act(() => router.navigate({ to: '/funcionario/12' as string }))
    act(() => vi.advanceTimersByTime(ANNOUNCE_DELAY_MS - 1))
    expect(status()).toHaveTextContent('Página carregada: Cartão Ponto')
    act(() => vi.advanceTimersByTime(1))
    expect(status()).toHaveTextContent('Página carregada: Funcionários')
    expect(document.title).toBe('Funcionários | Ponto')
  })

  it('[SHELL-017] uses the document title for pages outside the menu', async () => {
    document.title = 'Bater o Ponto | Ponto'
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    await setup('/relogio')
    act(() => vi.advanceTimersByTime(ANNOUNCE_DELAY_MS))
    expect(status()).toHaveTextContent('Página carregada: Bater o Ponto | Ponto')
  })

  it('[SHELL-018] sends every page view to analytics', async () => {
    const router = await setup('/')
    await act(() => router.navigate({ href: '/funcionario?ativo=true' }))
    await act(() => router.navigate({ to: '/cargo' as string }))
    expect(window.dataLayer).toEqual([
      { event: 'page_view', page_path: '/' },
      { event: 'page_view', page_path: '/funcionario?ativo=true' },
      { event: 'page_view', page_path: '/cargo' },
    ])
  })
})
