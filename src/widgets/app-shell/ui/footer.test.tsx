import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { renderWithProviders, server } from '@/shared/lib/test'
import { Footer } from './footer'

const BASE = new Date('2026-11-16T10:00:00-03:00')

function integrador(body: { id: number; nome: string; lastContact: string | null }) {
  server.use(http.get('/api/integradores/ultimo-contato', () => HttpResponse.json(body)))
}

afterEach(() => {
  vi.useRealTimers()
})

describe('Footer', () => {
  it('[SHELL-009][SHELL-010] shows the current year and the organisation', async () => {
    integrador({ id: 1, nome: 'Integrador RH Folha', lastContact: null })
    renderWithProviders(<Footer />)
    const footer = screen.getByRole('contentinfo')
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Ponto Sistemas`)
    await screen.findByText('Integrador RH Folha')
  })

  it('[SHELL-011][SHELL-012][SHELL-013] shows the integrator and its last contact, refreshed every second', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] })
    vi.setSystemTime(BASE)
    integrador({ id: 1, nome: 'Integrador RH Folha', lastContact: new Date(BASE.getTime() - 58_000).toISOString() })
    renderWithProviders(<Footer />)
    expect(await screen.findByText('Integrador RH Folha')).toBeInTheDocument()
    expect(screen.getByText('Último contato: há 58 segundos')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.getByText('Último contato: há 59 segundos')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.getByText('Último contato: há 1 minuto')).toBeInTheDocument()
  })

  it('[SHELL-014] shows Nunca when the integrator never made contact', async () => {
    integrador({ id: 1, nome: 'Integrador RH Folha', lastContact: null })
    renderWithProviders(<Footer />)
    expect(await screen.findByText('Último contato: Nunca')).toBeInTheDocument()
  })

  it('[SHELL-015] says when no integrator is configured', async () => {
    server.use(http.get('/api/integradores/ultimo-contato', () => new HttpResponse(null, { status: 204 })))
    renderWithProviders(<Footer />)
    expect(await screen.findByText('Integrador RH não configurado.')).toBeInTheDocument()
  })
})
