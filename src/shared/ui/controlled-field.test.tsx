import { zodResolver } from '@hookform/resolvers/zod'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { useAppForm, useFormSubmit } from '@/shared/lib'
import { AsyncOptionField, type IdLabelOption } from './async-option-field'
import { FormField } from './form-field'

const schema = z.object({
  registro: z.custom<IdLabelOption | null>().refine((v) => v !== null, 'Escolha um registro'),
  inicio: z.string().min(1, 'Informe o início'),
})
type Values = z.input<typeof schema>

function Formulario() {
  const form = useAppForm<Values>({ resolver: zodResolver(schema), defaultValues: { registro: null, inicio: '' } })
  const { onSubmit } = useFormSubmit(form, () => undefined)
  return (
    <form noValidate onSubmit={onSubmit}>
      <AsyncOptionField name="registro" control={form.control} label="Registro" required loadOptions={() => Promise.resolve([])} />
      <FormField label="Início" error={form.formState.errors.inicio?.message}>
        <input {...form.register('inicio')} />
      </FormField>
      <button type="submit">Salvar</button>
    </form>
  )
}

describe('ControlledField', () => {
  it('takes the focus when its custom control is the first invalid field of a submit', async () => {
    render(<Formulario />)
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Escolha um registro')).toBeVisible()
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Registro' })).toHaveFocus())
    // Nothing moves the focus a moment later (react-hook-form's own focus would, to the input it registered first).
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.getByRole('combobox', { name: 'Registro' })).toHaveFocus()
  })
})
