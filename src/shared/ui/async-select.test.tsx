import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { AsyncSelect } from './async-select'
import { Select } from './select'

interface Cargo {
  id: number
  nome: string
}

const CARGOS: Cargo[] = [
  { id: 1, nome: 'Analista' },
  { id: 2, nome: 'Analista Senior' },
  { id: 3, nome: 'Gerente' },
]

function Harness({
  loadOptions,
  initial = [],
}: {
  loadOptions: (text: string, signal: AbortSignal) => Promise<readonly Cargo[]>
  initial?: Cargo[]
}) {
  const [value, setValue] = useState<readonly Cargo[]>(initial)
  return (
    <AsyncSelect<Cargo, true>
      isMulti
      aria-label="Cargo"
      value={value}
      onChange={setValue}
      loadOptions={loadOptions}
      getOptionLabel={(c) => c.nome}
      getOptionValue={(c) => String(c.id)}
    />
  )
}

const search = (text: string) => Promise.resolve(CARGOS.filter((c) => c.nome.toLowerCase().includes(text.toLowerCase())))

describe('AsyncSelect', () => {
  it("[TC-036] an empty select shows 'Selecione...'", () => {
    render(<Harness loadOptions={search} />)
    expect(screen.getByText('Selecione...')).toBeInTheDocument()
  })

  it("[TC-039] with no text typed the menu says 'Digite para pesquisar'", async () => {
    const user = userEvent.setup()
    render(<Harness loadOptions={search} />)
    await user.click(screen.getByRole('combobox', { name: 'Cargo' }))
    expect(await screen.findByText('Digite para pesquisar')).toBeInTheDocument()
  })

  it("[TC-038] while loading the menu says 'Carregando...'", async () => {
    const user = userEvent.setup()
    render(<Harness loadOptions={() => new Promise(() => {})} />)
    await user.type(screen.getByRole('combobox', { name: 'Cargo' }), 'ana')
    expect(await screen.findByText('Carregando...')).toBeInTheDocument()
  })

  it("[TC-037] a search without matches says 'Nenhum resultado encontrado'", async () => {
    const user = userEvent.setup()
    render(<Harness loadOptions={search} />)
    await user.type(screen.getByRole('combobox', { name: 'Cargo' }), 'xyz')
    expect(await screen.findByText('Nenhum resultado encontrado')).toBeInTheDocument()
  })

  it('[API-005] searches once the typing settles', async () => {
    const calls: { text: string; signal: AbortSignal }[] = []
    const load = vi.fn((text: string, signal: AbortSignal) => {
      calls.push({ text, signal })
      return search(text)
    })
    render(<Harness loadOptions={load} />)
    // Three keystrokes in one go (a busy machine may space real ones by more than the 300 ms this is not about).
    const input = screen.getByRole('combobox', { name: 'Cargo' })
    act(() => {
      for (const texto of ['g', 'ge', 'ger']) fireEvent.change(input, { target: { value: texto } })
    })
    expect(await screen.findByText('Gerente')).toBeInTheDocument()
    expect(calls.map((c) => c.text)).toEqual(['ger'])
  })

  it('a newer search aborts the one still loading', async () => {
    const calls: { text: string; signal: AbortSignal }[] = []
    const load = (text: string, signal: AbortSignal) => {
      calls.push({ text, signal })
      return text === 'a' ? new Promise<readonly Cargo[]>(() => {}) : search(text)
    }
    const user = userEvent.setup()
    render(<Harness loadOptions={load} />)
    const input = screen.getByRole('combobox', { name: 'Cargo' })
    await user.type(input, 'a')
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    await user.type(input, 'n')
    expect(await screen.findByText('Analista Senior')).toBeInTheDocument()
    expect(calls.map((c) => c.text)).toEqual(['a', 'an'])
    expect(calls[0]?.signal.aborted).toBe(true)
    expect(calls[1]?.signal.aborted).toBe(false)
  })

  it("[TC-040] the clear controls are labelled 'Limpar todos' and 'Limpar'", async () => {
    const user = userEvent.setup()
    render(<Harness loadOptions={search} initial={[CARGOS[0]!, CARGOS[2]!]} />)
    const removeOne = screen.getAllByRole('button', { name: 'Limpar' })
    expect(removeOne).toHaveLength(2)
    await user.click(removeOne[0]!)
    expect(screen.queryByText('Analista')).not.toBeInTheDocument()
    expect(screen.getByText('Gerente')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Limpar todos' }))
    expect(screen.queryByText('Gerente')).not.toBeInTheDocument()
    expect(screen.getByText('Selecione...')).toBeInTheDocument()
  })

  it('selects a found option', async () => {
    const user = userEvent.setup()
    render(<Harness loadOptions={search} />)
    await user.type(screen.getByRole('combobox', { name: 'Cargo' }), 'sen')
    await user.click(await screen.findByText('Analista Senior'))
    expect(screen.getByRole('button', { name: 'Limpar' })).toBeInTheDocument()
    expect(screen.getByText('Analista Senior')).toBeInTheDocument()
  })
})

describe('Select', () => {
  it("[TC-036][TC-037] uses the same texts for static options", async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(
      <Select<Cargo>
        aria-label="Cargo"
        options={CARGOS}
        value={null}
        onChange={onChange}
        getOptionLabel={(c) => c.nome}
        getOptionValue={(c) => String(c.id)}
      />,
    )
    expect(screen.getByText('Selecione...')).toBeInTheDocument()
    await user.type(screen.getByRole('combobox', { name: 'Cargo' }), 'zzz')
    expect(screen.getByText('Nenhum resultado encontrado')).toBeInTheDocument()
    await user.clear(screen.getByRole('combobox', { name: 'Cargo' }))
    await user.click(screen.getByText('Gerente'))
    expect(onChange).toHaveBeenCalledWith(CARGOS[2], expect.anything())
  })
})
