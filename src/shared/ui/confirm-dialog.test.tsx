import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ConfirmDialog } from './confirm-dialog'

function Harness({ onConfirm }: { onConfirm: () => Promise<unknown> }) {
  const [open, setOpen] = useState(true)
  return (
    <ConfirmDialog
      open={open}
      question="Deseja realmente remover os lancamentos do dia 16/11?"
      detail="Isso apagara as marcacoes e tratamentos do dia!"
      onConfirm={async () => {
        await onConfirm()
        setOpen(false)
      }}
      onCancel={() => setOpen(false)}
    />
  )
}

describe('ConfirmDialog', () => {
  it('a double click on Sim confirms once', async () => {
    const onConfirm = vi.fn(() => new Promise((resolve) => setTimeout(resolve, 50)))
    render(<Harness onConfirm={onConfirm} />)
    await userEvent.dblClick(await screen.findByRole('button', { name: 'Sim' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(onConfirm).toHaveBeenCalledTimes(1)
  })

  it('[TC-146] has Sim and Nao, with focus on Nao', async () => {
    render(<Harness onConfirm={vi.fn().mockResolvedValue(undefined)} />)
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Deseja realmente remover os lancamentos do dia 16/11?',
    })
    expect(dialog).toHaveTextContent('Isso apagara as marcacoes e tratamentos do dia!')
    expect(screen.getByRole('button', { name: 'Sim' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Nao' })).toHaveFocus()
  })

  it('[TC-146] Nao closes the prompt without any call', async () => {
    const onConfirm = vi.fn().mockResolvedValue(undefined)
    const user = userEvent.setup()
    render(<Harness onConfirm={onConfirm} />)
    await user.click(await screen.findByRole('button', { name: 'Nao' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it('Enter on the focused Nao also makes no call', async () => {
    const onConfirm = vi.fn().mockResolvedValue(undefined)
    const user = userEvent.setup()
    render(<Harness onConfirm={onConfirm} />)
    await screen.findByRole('alertdialog')
    await user.keyboard('{Enter}')
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it('Sim stays busy until the action resolves, then the caller closes it', async () => {
    let finish: () => void = () => {}
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    const user = userEvent.setup()
    render(<Harness onConfirm={onConfirm} />)
    const sim = await screen.findByRole('button', { name: 'Sim' })
    await user.click(sim)
    expect(onConfirm).toHaveBeenCalledTimes(1)
    expect(sim).toBeDisabled()
    expect(sim).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('alertdialog')).toBeInTheDocument()
    finish()
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  })
})
