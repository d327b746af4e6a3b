import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import type { Script } from '@/entities/cadastro/script'
import { renderWithProviders, server } from '@/shared/lib/test'
import { ScriptDialog } from './script-dialog'

const SCRIPT: Script = {
  id: 2, nome: 'Limpar notificações', descricao: '', operacao: 'LIMPAR_NOTIFICACOES', corpo: 'UPDATE notificacao SET lida = true;',
  ultimaExecucao: null, ultimoResultado: null, ultimaSituacao: null, executadoPor: null,
}

describe('ScriptDialog', () => {
  it('[REG-073][REG-076] checks the required fields, then keeps what was typed when the server refuses a field', async () => {
    const corpos: unknown[] = []
    server.use(
      http.post('/api/scripts', async ({ request }) => {
        corpos.push(await request.json())
        return HttpResponse.json({ errors: [{ entity: 'Script', property: 'nome', message: 'nome já usado', invalidValue: 'X' }] }, { status: 400 })
      }),
    )
    const onClose = vi.fn()
    const user = userEvent.setup()
    renderWithProviders(<ScriptDialog script={null} onClose={onClose} />)
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('Preenchimento do nome é obrigatório')).toBeInTheDocument()
    expect(screen.getByText('Selecione a operacao')).toBeInTheDocument()
    expect(screen.getByText('Preenchimento do script é obrigatório')).toBeInTheDocument()
    expect(screen.getByLabelText(/^Nome/)).toHaveFocus()
    expect(corpos).toEqual([])

    await user.type(screen.getByLabelText(/^Nome/), 'X')
    await user.selectOptions(screen.getByLabelText(/^Operação/), 'CONTAR_REGISTROS')
    await user.type(screen.getByLabelText(/^Script/), 'SELECT 1;')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    expect(await screen.findByText('nome já usado')).toBeInTheDocument()
    expect(screen.getByLabelText(/^Nome/)).toHaveValue('X')
    expect(onClose).not.toHaveBeenCalled()
    expect(corpos).toEqual([{ nome: 'X', descricao: '', operacao: 'CONTAR_REGISTROS', corpo: 'SELECT 1;', id: null }])
  })

  it('[REG-074] saves an existing script with PUT and closes', async () => {
    const corpos: unknown[] = []
    server.use(
      http.put('/api/scripts/2', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>
        corpos.push(body)
        return HttpResponse.json({ ...SCRIPT, ...body })
      }),
    )
    const onClose = vi.fn()
    const user = userEvent.setup()
    renderWithProviders(<ScriptDialog script={SCRIPT} onClose={onClose} />)
    await user.clear(screen.getByLabelText(/^Nome/))
    await user.type(screen.getByLabelText(/^Nome/), 'Limpar o sino')
    await user.click(screen.getByRole('button', { name: 'Salvar' }))
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(corpos).toEqual([expect.objectContaining({ id: 2, nome: 'Limpar o sino', operacao: 'LIMPAR_NOTIFICACOES' })])
  })
})
