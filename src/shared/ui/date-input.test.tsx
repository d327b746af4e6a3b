import { zodResolver } from '@hookform/resolvers/zod'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod/mini'
import { DATA_INVALIDA, dataObrigatoria, NAO_NULO } from '@/shared/api/contract/esquemas'
import { useAppForm, useFormSubmit } from '@/shared/lib'
import { ControlledField } from './controlled-field'
import { DateInput } from './date-input'
import { FormField } from './form-field'

const schema = z.object({ inicio: dataObrigatoria })
type Values = z.input<typeof schema>

/** A form as the product writes them: the date input spread from `form.register`, inside a FormField. */
function Formulario({ inicio = '', onSave }: { inicio?: string; onSave: (values: Values) => void }) {
  const form = useAppForm<Values>({ resolver: zodResolver(schema), defaultValues: { inicio } })
  const { onSubmit } = useFormSubmit(form, onSave)
  return (
    <form noValidate onSubmit={onSubmit}>
      <FormField label="Início" error={form.formState.errors.inicio?.message} required>
        <DateInput {...form.register('inicio')} />
      </FormField>
      <button type="submit">Salvar</button>
      <button type="button" onClick={() => form.setValue('inicio', '2027-02-28')}>
        setValue
      </button>
      <button type="button" onClick={() => form.reset({ inicio: '2025-03-01' })}>
        reset
      </button>
    </form>
  )
}

function renderForm(inicio?: string) {
  const onSave = vi.fn()
  const user = userEvent.setup()
  render(<Formulario inicio={inicio} onSave={onSave} />)
  const input = screen.getByLabelText('Início')
  const salvar = () => user.click(screen.getByRole('button', { name: 'Salvar' }))
  return { user, input, onSave, salvar }
}

describe('DateInput', () => {
  it('shows typed digits as dd/mm/aaaa and gives the form the ISO date', async () => {
    const { user, input, onSave, salvar } = renderForm()
    expect(input).toHaveAttribute('placeholder', 'dd/mm/aaaa')
    expect(input).toHaveAttribute('inputmode', 'numeric')
    await user.type(input, '01122026')
    expect(input).toHaveValue('01/12/2026')
    await salvar()
    expect(onSave).toHaveBeenCalledWith({ inicio: '2026-12-01' })
  })

  it('ignores letters and accepts typed slashes', async () => {
    const { user, input } = renderForm()
    await user.type(input, 'a01/1x2/2026')
    expect(input).toHaveValue('01/12/2026')
  })

  it('reads a filled ISO date or a pasted dd/mm/aaaa one as the same day', async () => {
    const { user, input, onSave, salvar } = renderForm()
    await user.click(input)
    await user.paste('2026-12-01')
    expect(input).toHaveValue('01/12/2026')
    await salvar()
    expect(onSave).toHaveBeenLastCalledWith({ inicio: '2026-12-01' })

    await user.clear(input)
    await user.paste('05/01/2027')
    expect(input).toHaveValue('05/01/2027')
    await salvar()
    expect(onSave).toHaveBeenLastCalledWith({ inicio: '2027-01-05' })
  })

  it("replaces the date shown by a whole ISO date put in over it (what Playwright's fill does)", async () => {
    const { input, onSave, salvar } = renderForm('2026-11-20')
    fireEvent.input(input, { target: { value: '2026-11-13' } })
    expect(input).toHaveValue('13/11/2026')
    await salvar()
    expect(onSave).toHaveBeenCalledWith({ inicio: '2026-11-13' })
  })

  it("shows the form's ISO value as dd/mm/aaaa, and what setValue and reset put in", async () => {
    const { user, input } = renderForm('2026-11-16')
    expect(input).toHaveValue('16/11/2026')
    await user.click(screen.getByRole('button', { name: 'setValue' }))
    expect(input).toHaveValue('28/02/2027')
    await user.click(screen.getByRole('button', { name: 'reset' }))
    expect(input).toHaveValue('01/03/2025')
  })

  it("refuses an impossible day: the form gets no date and the schema's message shows", async () => {
    const { user, input, onSave, salvar } = renderForm()
    await user.type(input, '31022026')
    expect(input).toHaveValue('31/02/202')
    await salvar()
    expect(await screen.findByRole('alert')).toHaveTextContent(NAO_NULO)
    expect(onSave).not.toHaveBeenCalled()
    expect(input).toHaveFocus()
  })

  it("gives an incomplete or cleared date as none: the schema's required message shows", async () => {
    const { user, input, onSave, salvar } = renderForm('2026-11-16')
    await user.clear(input)
    await user.type(input, '0112')
    await salvar()
    expect(await screen.findByRole('alert')).toHaveTextContent(NAO_NULO)
    expect(input).toHaveAttribute('aria-invalid', 'true')

    await user.clear(input)
    await salvar()
    expect(screen.getByRole('alert')).toHaveTextContent(NAO_NULO)
    expect(onSave).not.toHaveBeenCalled()
  })

  it('with invalidAsText, gives an impossible or incomplete date as its text: the schema says it is invalid, not missing', async () => {
    function Cadastro({ onSave }: { onSave: (values: Values) => void }) {
      const form = useAppForm<Values>({ resolver: zodResolver(schema), defaultValues: { inicio: '' } })
      const { onSubmit } = useFormSubmit(form, onSave)
      return (
        <form noValidate onSubmit={onSubmit}>
          <ControlledField name="inicio" control={form.control} label="Início">
            {({ field, control }) => <DateInput {...control} {...field} invalidAsText />}
          </ControlledField>
          <button type="submit">Salvar</button>
        </form>
      )
    }
    const onSave = vi.fn()
    const user = userEvent.setup()
    render(<Cadastro onSave={onSave} />)
    const input = screen.getByLabelText('Início')
    const salvar = () => user.click(screen.getByRole('button', { name: 'Salvar' }))

    await user.type(input, '31022026')
    expect(input).toHaveValue('31/02/202')
    await salvar()
    expect(await screen.findByRole('alert')).toHaveTextContent(DATA_INVALIDA)
    expect(input).toHaveAccessibleDescription(DATA_INVALIDA)
    expect(input).toHaveFocus()

    await user.clear(input)
    await user.type(input, '0112')
    await salvar()
    expect(screen.getByRole('alert')).toHaveTextContent(DATA_INVALIDA)

    await user.clear(input)
    await salvar()
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(NAO_NULO))
    expect(onSave).not.toHaveBeenCalled()

    await user.type(input, '01122026')
    await salvar()
    expect(onSave).toHaveBeenCalledWith({ inicio: '2026-12-01' })
  })

  it('works controlled, inside a ControlledField', async () => {
    function Controlado({ onSave }: { onSave: (values: Values) => void }) {
      const form = useAppForm<Values>({ resolver: zodResolver(schema), defaultValues: { inicio: '2026-11-16' } })
      const { onSubmit } = useFormSubmit(form, onSave)
      return (
        <form noValidate onSubmit={onSubmit}>
          <ControlledField name="inicio" control={form.control} label="Início">
            {({ field, control }) => <DateInput {...control} {...field} />}
          </ControlledField>
          <button type="submit">Salvar</button>
        </form>
      )
    }
    const onSave = vi.fn()
    const user = userEvent.setup()
    render(<Controlado onSave={onSave} />)
    const input = screen.getByLabelText('Início')
    expect(input).toHaveValue('16/11/2026')
    await user.clear(input)
    await user.type(input, '02012027')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(onSave).toHaveBeenCalledWith({ inicio: '2027-01-02' })
  })

  it('works with a plain value and onChange, as a filter does', async () => {
    function Filtro() {
      const [data, setData] = useState('2026-11-16')
      return (
        <>
          <DateInput aria-label="Data" value={data} onChange={(event) => setData(event.target.value)} />
          <output>{data || 'nenhuma'}</output>
          <button type="button" onClick={() => setData('2026-10-01')}>
            Outubro
          </button>
        </>
      )
    }
    const user = userEvent.setup()
    render(<Filtro />)
    const input = screen.getByLabelText('Data')
    await user.clear(input)
    expect(screen.getByRole('status')).toHaveTextContent('nenhuma')
    await user.type(input, '1311')
    expect(input).toHaveValue('13/11')
    expect(screen.getByRole('status')).toHaveTextContent('nenhuma')
    await user.type(input, '2026')
    expect(screen.getByRole('status')).toHaveTextContent('2026-11-13')
    await user.click(screen.getByRole('button', { name: 'Outubro' }))
    expect(input).toHaveValue('01/10/2026')
  })
})
