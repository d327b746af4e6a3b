import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/shared/api'
import { ErrorAlert } from './error-alert'

afterEach(() => vi.useRealTimers())

describe('ErrorAlert', () => {
  it('[API-021] shows the catalogue message in a danger-styled alert', () => {
    render(<ErrorAlert error={new ApiError(0, 'ECONNREFUSED')} />)
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('O serviço está indisponível! Tente mais tarde novamente.')
    expect(alert.className).toMatch(/bg-danger-50/)
    expect(alert.className).toMatch(/text-danger-700/)
  })

  it('renders nothing without an error', () => {
    render(<ErrorAlert error={null} />)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('[API-022] can be dismissed by the user', async () => {
    const onDismiss = vi.fn()
    const user = userEvent.setup()
    render(<ErrorAlert error={new ApiError(500, 'Falhou')} onDismiss={onDismiss} />)
    await user.click(screen.getByRole('button', { name: 'Fechar' }))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(onDismiss).toHaveBeenCalledTimes(1)
  })

  it('[API-023] disappears on its own after 10000 ms and comes back for a new error', () => {
    vi.useFakeTimers()
    const onDismiss = vi.fn()
    const { rerender } = render(<ErrorAlert error={new ApiError(500, 'Falhou')} onDismiss={onDismiss} />)
    act(() => vi.advanceTimersByTime(9999))
    expect(screen.getByRole('alert')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(onDismiss).toHaveBeenCalledTimes(1)

    rerender(<ErrorAlert error={new ApiError(500, 'Falhou de novo')} onDismiss={onDismiss} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Falhou de novo (500)')
  })
})
