import { describe, expect, it } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { AcessoNegadoPage } from './acesso-negado-page'

describe('AcessoNegadoPage', () => {
  it('[AUTH-016] says exactly that the user has no permission for the screen', async () => {
    const router = createRouter({
      routeTree: createRootRoute({ component: AcessoNegadoPage }),
      history: createMemoryHistory({ initialEntries: ['/empresa'] }),
    })
    await router.load()
    await act(async () => {
      render(<RouterProvider router={router} />)
    })
    expect(screen.getByRole('alert')).toHaveTextContent(/^Sem permissao de acesso a tela\.$/)
    expect(screen.getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/')
  })
})
