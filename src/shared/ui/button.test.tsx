import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Button } from './button'
import { Spinner } from './spinner'

describe('Button and Spinner', () => {
  it('a busy button is disabled and marked busy', () => {
    render(<Button busy>Salvar</Button>)
    const button = screen.getByRole('button', { name: 'Salvar' })
    expect(button).toBeDisabled()
    expect(button).toHaveAttribute('aria-busy', 'true')
  })

  it("the spinner is a status named 'Carregando...'", () => {
    render(<Spinner />)
    expect(screen.getByRole('status', { name: 'Carregando...' })).toBeInTheDocument()
  })
})
