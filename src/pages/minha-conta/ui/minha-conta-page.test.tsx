import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { SessaoContext } from '@/entities/sessao'
import { renderWithProviders } from '@/shared/lib/test'
import { MinhaContaPage } from './minha-conta-page'

describe('MinhaContaPage', () => {
  it('[AUTH-081][AUTH-084] shows the title, the CPF and Celular fields and the save button', () => {
    const sessao = { userid: 'n', username: 'novo', groups: [], permissions: [] }
    renderWithProviders(
      <SessaoContext.Provider value={{ sessao, logout: async () => {}, refresh: async () => {} }}>
        <MinhaContaPage />
      </SessaoContext.Provider>,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Complete seu cadastro!' })).toBeInTheDocument()
    expect(screen.getByLabelText(/^CPF/)).toBeInTheDocument()
    expect(screen.getByLabelText(/^Celular/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Salvar' })).toHaveAttribute('type', 'submit')
  })
})
