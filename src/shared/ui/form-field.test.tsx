import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FormField } from './form-field'
import { Input } from './input'

describe('FormField', () => {
  it('[API-015] shows the field error beside its control and links them', () => {
    render(
      <FormField label="CPF" error="CPF invalido!">
        <Input />
      </FormField>,
    )
    const input = screen.getByLabelText('CPF')
    const error = screen.getByRole('alert')
    expect(error).toHaveTextContent('CPF invalido!')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveAccessibleDescription('CPF invalido!')
  })

  it('renders a control given as a function', () => {
    render(<FormField label="Nome">{(control) => <input {...control} />}</FormField>)
    expect(screen.getByLabelText('Nome')).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
