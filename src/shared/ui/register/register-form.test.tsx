import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod/mini'
import { ApiError } from '@/shared/api'
import { RegisterForm } from './register-form'
import type { RegisterFormDeclaration } from './register-types'

interface Cargo {
  id: number
  descricao: string
  ativo: boolean
}
const schema = z.object({ descricao: z.string().check(z.minLength(1, 'Preenchimento da descrição é obrigatório')), ativo: z.boolean() })
type Valores = z.infer<typeof schema>

const declaracao: RegisterFormDeclaration<Cargo, Valores> = {
  schema,
  defaults: { descricao: '', ativo: true },
  fields: [
    { name: 'descricao', label: 'Descrição', kind: 'text', required: true },
    { name: 'ativo', label: 'Ativo', kind: 'checkbox' },
  ],
  toValues: (c) => ({ descricao: c.descricao, ativo: c.ativo }),
  toBody: (v, c) => ({ ...v, id: c?.id ?? null }),
}

function renderForm(props: Partial<Parameters<typeof RegisterForm<Cargo, Valores>>[0]> = {}) {
  const onDone = vi.fn()
  const save = props.save ?? vi.fn(async () => undefined)
  render(<RegisterForm title="Cargo" declaration={declaracao} item={null} save={save} onDone={onDone} onCancel={() => {}} {...props} />)
  return { onDone, save }
}

describe('RegisterForm', () => {
  it('[REG-073][REG-075] checks the declared schema, then saves the declared body and goes back', async () => {
    const user = userEvent.setup()
    const { save, onDone } = renderForm()
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Preenchimento da descrição é obrigatório')).toBeInTheDocument()
    expect(save).not.toHaveBeenCalled()
    await user.type(screen.getByLabelText(/Descrição/), 'Analista')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(save).toHaveBeenCalledWith({ descricao: 'Analista', ativo: true, id: null })
    expect(onDone).toHaveBeenCalled()
  })

  it('[REG-076][API-013] a failed save keeps what was typed, puts server errors on their fields and focuses the first', async () => {
    const user = userEvent.setup()
    const erro = new ApiError(400, { errors: [{ entity: 'Cargo', property: 'descricao', message: 'já existe', invalidValue: 'Analista' }] })
    const { onDone } = renderForm({ save: vi.fn(async () => Promise.reject(erro)) })
    await user.type(screen.getByLabelText(/Descrição/), 'Analista')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('já existe')).toBeInTheDocument()
    expect(screen.getByLabelText(/Descrição/)).toHaveValue('Analista')
    expect(screen.getByLabelText(/Descrição/)).toHaveFocus()
    expect(onDone).not.toHaveBeenCalled()
  })

  it('[REG-076] a failure that belongs to no field is shown on top of the form', async () => {
    const user = userEvent.setup()
    renderForm({ save: vi.fn(async () => Promise.reject(new ApiError(500, { message: 'Falha ao gravar' }))) })
    await user.type(screen.getByLabelText(/Descrição/), 'Analista')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Falha ao gravar')
  })

  it("deletes an existing item only after 'Sim'; 'Nao' does nothing", async () => {
    const user = userEvent.setup()
    const remove = vi.fn(async () => undefined)
    const { onDone } = renderForm({
      item: { id: 3, descricao: 'Analista', ativo: true },
      remove,
      deleteQuestion: 'Excluir o cargo Analista?',
    })
    await user.click(screen.getByRole('button', { name: 'Excluir' }))
    await user.click(screen.getByRole('button', { name: 'Nao' }))
    expect(remove).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Excluir' }))
    await user.click(screen.getByRole('button', { name: 'Sim' }))
    expect(remove).toHaveBeenCalledTimes(1)
    expect(onDone).toHaveBeenCalled()
  })

  it('[REG-077] undoing restores the loaded values and clears the failure', async () => {
    const user = userEvent.setup()
    renderForm({
      item: { id: 3, descricao: 'Analista', ativo: true },
      save: vi.fn(async () => Promise.reject(new ApiError(500, { message: 'Falha' }))),
    })
    const descricao = screen.getByLabelText('Descrição')
    expect(screen.getByRole('button', { name: 'Desfazer alterações' })).toBeDisabled()
    await user.clear(descricao)
    await user.type(descricao, 'Gerente')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Falha')
    await user.click(screen.getByRole('button', { name: 'Desfazer alterações' }))
    expect(descricao).toHaveValue('Analista')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
