import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/shared/api'
import { useFormSubmit } from './use-form-submit'

interface Valores {
  nome: string
}

/** Validation is asynchronous, as with zodResolver: the window in which an `isPending` guard lets a second post through. */
const schema = z
  .object({ nome: z.string().min(1, 'Obrigatório') })
  .refine(() => new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 20)))

function Formulario({ save }: { save: (values: Valores) => Promise<unknown> }) {
  const form = useForm<Valores>({ resolver: zodResolver(schema), defaultValues: { nome: 'Ana' } })
  const { onSubmit, busy, failure } = useFormSubmit(form, save, { fields: ['nome'] })
  return (
    <form onSubmit={onSubmit} noValidate>
      {failure && <p role="alert">{failure.message}</p>}
      <label>
        Nome
        <input {...form.register('nome')} />
      </label>
      {form.formState.errors.nome && <span>{form.formState.errors.nome.message}</span>}
      <button type="submit" aria-busy={busy}>
        Salvar
      </button>
    </form>
  )
}

const validacao = (property: string, message: string) =>
  new ApiError(400, { errors: [{ entity: 'Cargo', property, message, invalidValue: null }] })

describe('useFormSubmit', () => {
  it('a double click posts once', async () => {
    // The save settles only when the test says: the second click and the Enter land while the first is in flight.
    let concluir!: () => void
    const save = vi.fn(() => new Promise<void>((resolve) => (concluir = resolve)))
    render(<Formulario save={save} />)
    await userEvent.dblClick(screen.getByRole('button', { name: 'Salvar' }))
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1))
    concluir()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar' })).toHaveAttribute('aria-busy', 'false'))
    expect(save).toHaveBeenCalledTimes(1)
  })

  it('saves again once the first save has settled', async () => {
    const save = vi.fn(async () => {})
    render(<Formulario save={save} />)
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar' })).toHaveAttribute('aria-busy', 'false'))
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2))
  })

  it('an invalid form sends nothing and can be submitted again after the fix', async () => {
    const save = vi.fn(async () => {})
    render(<Formulario save={save} />)
    await userEvent.clear(screen.getByLabelText('Nome'))
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Obrigatório')).toBeInTheDocument()
    expect(save).not.toHaveBeenCalled()
    await userEvent.type(screen.getByLabelText('Nome'), 'Bia')
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(save).toHaveBeenCalledWith({ nome: 'Bia' }))
  })

  it('[API-015] a server field error lands beside its field and the typed value stays', async () => {
    render(<Formulario save={() => Promise.reject(validacao('nome', 'Já existe um cargo com este nome.'))} />)
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Já existe um cargo com este nome.')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Nome')).toHaveValue('Ana')
    expect(screen.getByLabelText('Nome')).toHaveFocus()
  })

  it('any other failure shows its message and keeps what was typed', async () => {
    render(<Formulario save={() => Promise.reject(new ApiError(500, { message: 'Falhou o banco' }))} />)
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Falhou o banco')
    expect(screen.getByLabelText('Nome')).toHaveValue('Ana')
  })
})
