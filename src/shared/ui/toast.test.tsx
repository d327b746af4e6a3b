import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { dismissToast, showToast, Toaster, TOAST_TIMEOUT_MS } from './toast'

afterEach(() => {
  vi.useRealTimers()
  dismissToast()
})

const regiao = () => screen.getByRole('status')

describe('Toaster', () => {
  it('shows a notice in a polite status region and takes it away after its time', () => {
    vi.useFakeTimers()
    render(<Toaster />)
    expect(regiao()).toBeEmptyDOMElement()
    act(() => void showToast({ message: 'Alteração salva.' }))
    expect(regiao()).toHaveTextContent('Alteração salva.')
    act(() => vi.advanceTimersByTime(TOAST_TIMEOUT_MS - 1))
    expect(regiao()).toHaveTextContent('Alteração salva.')
    act(() => vi.advanceTimersByTime(1))
    expect(regiao()).toBeEmptyDOMElement()
  })

  it('stays while the pointer or the focus is in it, then gets its whole time again', () => {
    vi.useFakeTimers()
    render(<Toaster />)
    act(() => void showToast({ message: 'Alteração salva.', action: { label: 'Desfazer', run: () => {} } }))
    fireEvent.mouseEnter(regiao())
    act(() => vi.advanceTimersByTime(3 * TOAST_TIMEOUT_MS))
    expect(regiao()).toHaveTextContent('Alteração salva.')
    fireEvent.mouseLeave(regiao())
    act(() => screen.getByRole('button', { name: 'Desfazer' }).focus())
    act(() => vi.advanceTimersByTime(3 * TOAST_TIMEOUT_MS))
    expect(regiao()).toHaveTextContent('Alteração salva.')
    act(() => screen.getByRole('button', { name: 'Desfazer' }).blur())
    act(() => vi.advanceTimersByTime(TOAST_TIMEOUT_MS))
    expect(regiao()).toBeEmptyDOMElement()
  })

  it("keeps its action's button busy while it runs; what the action shows next takes its place", async () => {
    let terminar = () => {}
    const run = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          terminar = () => {
            showToast({ message: 'Alteração desfeita.' })
            resolve()
          }
        }),
    )
    render(<Toaster />)
    act(() => void showToast({ message: 'Alteração salva.', action: { label: 'Desfazer', run } }))
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Desfazer' }))
    expect(run).toHaveBeenCalledOnce()
    expect(screen.getByRole('button', { name: 'Desfazer' })).toHaveAttribute('aria-busy', 'true')
    await act(async () => terminar())
    expect(regiao()).toHaveTextContent('Alteração desfeita.')
    expect(screen.queryByRole('button', { name: 'Desfazer' })).not.toBeInTheDocument()
  })

  it("closes with its 'Fechar aviso' button, and a notice goes with the Toaster that showed it", async () => {
    const { unmount } = render(<Toaster />)
    act(() => void showToast({ message: 'Alteração salva.' }))
    await userEvent.setup().click(screen.getByRole('button', { name: 'Fechar aviso' }))
    expect(regiao()).toBeEmptyDOMElement()
    act(() => void showToast({ message: 'Alteração salva.' }))
    unmount()
    render(<Toaster />)
    expect(regiao()).toBeEmptyDOMElement()
  })
})
