import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { AsyncSelect } from './async-select'
import { Dialog } from './dialog'
import { Select } from './select'

interface Opcao {
  id: number
  nome: string
}
const OPCOES: Opcao[] = [
  { id: 1, nome: 'Atestado médico' },
  { id: 2, nome: 'Atraso do ônibus' },
]

function Formulario({ onSubmit, assincrono = false }: { onSubmit: () => void; assincrono?: boolean }) {
  const [valor, setValor] = useState<Opcao | null>(null)
  const comum = {
    'aria-label': 'Motivo',
    value: valor,
    onChange: setValor,
    getOptionLabel: (o: Opcao) => o.nome,
    getOptionValue: (o: Opcao) => String(o.id),
  }
  return (
    <Dialog open onOpenChange={() => undefined} title="Justificar">
      <form
        onSubmit={(event) => {
          event.preventDefault()
          onSubmit()
        }}
      >
        {assincrono ? (
          <AsyncSelect<Opcao> {...comum} loadOptions={() => new Promise(() => {})} debounceMs={0} />
        ) : (
          <Select<Opcao> {...comum} options={OPCOES} />
        )}
        <button type="submit">Salvar</button>
      </form>
    </Dialog>
  )
}

describe('selects inside a dialog', () => {
  it('draw their menu on the dialog itself, outside its scrolling body, and a click picks the option', async () => {
    const user = userEvent.setup()
    render(<Formulario onSubmit={vi.fn()} />)
    const dialogo = screen.getByRole('dialog', { name: 'Justificar' })
    await user.click(within(dialogo).getByRole('combobox', { name: 'Motivo' }))
    const opcao = await within(dialogo).findByRole('option', { name: 'Atraso do ônibus' })
    expect(opcao.closest('form')).toBeNull()
    await user.click(opcao)
    expect(within(dialogo).getByText('Atraso do ônibus')).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: 'Justificar' })).toBeInTheDocument()
  })

  it('Enter on a highlighted option picks it and does not submit the form', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    render(<Formulario onSubmit={onSubmit} />)
    await user.type(screen.getByRole('combobox', { name: 'Motivo' }), 'ônibus')
    await screen.findByRole('option', { name: 'Atraso do ônibus' })
    await user.keyboard('{Enter}')
    expect(screen.getByText('Atraso do ônibus')).toBeInTheDocument()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('Enter while the options are still loading does not submit the form', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    render(<Formulario onSubmit={onSubmit} assincrono />)
    await user.type(screen.getByRole('combobox', { name: 'Motivo' }), 'ate')
    expect(await screen.findByText('Carregando...')).toBeInTheDocument()
    await user.keyboard('{Enter}')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('Enter with the menu closed still submits the form', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    render(<Formulario onSubmit={onSubmit} />)
    await user.click(screen.getByRole('combobox', { name: 'Motivo' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('option')).not.toBeInTheDocument()
    await user.keyboard('{Enter}')
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })
})
