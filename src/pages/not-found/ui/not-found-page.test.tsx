import { describe, expect, it } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { NotFoundPage } from './not-found-page'

describe('NotFoundPage', () => {
  it('[SHELL-021] shows the not-found screen with the path and a way back', async () => {
    const router = createRouter({
      routeTree: createRootRoute({ component: NotFoundPage }),
      history: createMemoryHistory({ initialEntries: ['/nao-existe'] }),
    })
    await router.load()
    await act(async () => {
      render(<RouterProvider router={router} />)
    })
    expect(screen.getByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument()
    expect(screen.getByText('/nao-existe')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/')
  })
})
