import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders, server } from '@/shared/lib/test'
import { ReabrirFechamentoButton } from './reabrir-fechamento-button'

describe('ReabrirFechamentoButton', () => {
  it('tells a first-time user what reopening does to the payroll file and what to do after correcting, then reopens', async () => {
    const reabertos: string[] = []
    server.use(
      http.delete('/api/fechamentos/:id', ({ params }) => {
        reabertos.push(String(params.id))
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const onReaberto = vi.fn()
    const user = userEvent.setup()
    renderWithProviders(<ReabrirFechamentoButton idFechamento={12} competencia="10/2026" onReaberto={onReaberto} />)
    await user.click(screen.getByRole('button', { name: 'Reabrir competência 10/2026' }))
    expect(await screen.findByText('Deseja realmente reabrir a competência 10/2026?')).toBeInTheDocument()
    // Before, it said only that the cards would accept changes again: not that the file sent to payroll stays as it was.
    expect(screen.getByText(/O arquivo já exportado para a folha não muda: depois de corrigir, feche a competência de novo e exporte outra vez\./)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Sim' }))
    await vi.waitFor(() => expect(onReaberto).toHaveBeenCalled())
    expect(reabertos).toEqual(['12'])
  })
})
