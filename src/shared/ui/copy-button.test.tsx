import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { CopyButton } from './copy-button'

describe('CopyButton', () => {
  it('[TC-194] copies the text to the clipboard and says so', async () => {
    const user = userEvent.setup()
    render(<CopyButton label="Copiar link" copiedLabel="Link copiado!" text={() => 'http://localhost/manutencao/13/1'} />)
    await user.click(screen.getByRole('button', { name: 'Copiar link' }))
    expect(await screen.findByRole('button', { name: 'Link copiado!' })).toBeInTheDocument()
    await expect(navigator.clipboard.readText()).resolves.toBe('http://localhost/manutencao/13/1')
  })
})
