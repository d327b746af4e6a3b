import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { motivosAtivosHandlers } from '@/entities/motivo/model/testing/motivos-ativos'
import { SessaoContext, type Sessao } from '@/entities/sessao'
import { renderWithProviders, server } from '@/shared/lib/test'
import type { SolicitacaoFormInput } from '../model/solicitacao-form.schema'
import { SolicitacaoForm } from './solicitacao-form'

const SESSAO: Sessao = { userid: 'u', username: 'rh', groups: ['rh'], permissions: ['front_solicitacao', 'front_solicitacao_aprovar'] }

const TIPOS = [
  { id: 1, descricao: 'Incluir marcação', ativo: true, informaHoras: true, motivo: { id: 102, descricao: 'Esquecimento de marcação' }, bancoDias: null },
  {
    id: 6, descricao: 'Folga de aniversário', ativo: true, informaHoras: false,
    motivo: { id: 114, descricao: 'Débito Banco de Dias' }, bancoDias: { id: 2, descricao: 'Folga de aniversário (banco)' },
  },
]

const INICIAL: SolicitacaoFormInput = {
  funcionario: { id: 1, label: '0001 - Fernanda Funcionária' }, tipoSolicitacao: null, inicio: '2026-11-10', fim: '2026-11-10',
  horas: '10:00', motivo: { id: 103, descricao: 'Consulta médica' }, bancoDias: null, observacaoSolicitante: '',
}

function servidor(resposta: () => Response = () => HttpResponse.json({ id: 14, funcionario: { id: 1, nome: 'F' }, inicio: '2026-11-10', fim: '2026-11-10', status: 'PENDENTE' }, { status: 201 })) {
  const corpos: unknown[] = []
  server.use(
    http.get('/api/tipos-solicitacao', () => HttpResponse.json({ content: TIPOS, totalElements: 2, totalPages: 1, size: 200, number: 0 })),
    http.get('/api/funcionarios/search/fulltext', () => HttpResponse.json({ content: [], totalElements: 0, totalPages: 0, size: 20, number: 0 })),
    http.get('/api/config/search/load', () => HttpResponse.json({ tipoSolicitacaoIncluirMarcacao: { id: 1 } })),
    ...motivosAtivosHandlers([]),
    http.post('/api/solicitacao', async ({ request }) => {
      corpos.push(await request.json())
      return resposta()
    }),
  )
  return corpos
}

function renderizar(defaultValues: SolicitacaoFormInput = INICIAL, id: number | null = null) {
  const onSaved = vi.fn()
  renderWithProviders(
    <SessaoContext.Provider value={{ sessao: SESSAO, logout: async () => {}, refresh: async () => {} }}>
      <SolicitacaoForm id={id} defaultValues={defaultValues} onSaved={onSaved} onCancel={() => {}} />
    </SessaoContext.Provider>,
  )
  return { onSaved, form: screen.getByRole('form', { name: 'Solicitação' }) }
}

async function escolherTipo(user: ReturnType<typeof userEvent.setup>, form: HTMLElement, descricao: string) {
  await user.click(within(form).getByLabelText('Tipo de solicitação'))
  await user.click(await screen.findByRole('option', { name: descricao }))
}

describe('SolicitacaoForm', { timeout: 20_000 }, () => {
  it('[REQ-007][REQ-008][REQ-009] choosing a type shows its reason and day bank and clears the hours', async () => {
    servidor()
    const user = userEvent.setup()
    const { form } = renderizar()
    expect(within(form).getByLabelText('Horas')).toHaveValue('10:00')
    await escolherTipo(user, form, 'Folga de aniversário')
    expect(form).toHaveTextContent('Débito Banco de Dias')
    expect(form).toHaveTextContent('Folga de aniversário (banco)')
    expect(within(form).queryByLabelText('Horas')).toBeNull()
    await escolherTipo(user, form, 'Incluir marcação')
    expect(form).toHaveTextContent('Esquecimento de marcação')
    expect(form).not.toHaveTextContent('Folga de aniversário (banco)')
    expect(within(form).getByLabelText('Horário')).toHaveValue('')
  })

  it('[REQ-014] a new request lets an approver choose the employee', () => {
    servidor()
    expect(within(renderizar(INICIAL, null).form).getByLabelText('Funcionário')).toBeEnabled()
  })

  it('[REQ-010] editing a saved request keeps the employee field disabled', () => {
    servidor()
    const { form } = renderizar(INICIAL, 14)
    expect(within(form).getByLabelText('Funcionário')).toBeDisabled()
    expect(form).toHaveTextContent('0001 - Fernanda Funcionária')
  })

  it('[REQ-007] the reason a type fills after a failed submit loses its required message', async () => {
    const corpos = servidor()
    const user = userEvent.setup()
    const { form } = renderizar({ ...INICIAL, motivo: null })
    await user.click(within(form).getByRole('button', { name: 'Salvar' }))
    const motivo = within(form).getByLabelText('Motivo')
    expect(await within(form).findByText('Preenchimento do motivo e obrigatorio')).toBeInTheDocument()
    expect(motivo).toHaveAttribute('aria-invalid', 'true')

    await escolherTipo(user, form, 'Folga de aniversário')
    expect(form).toHaveTextContent('Débito Banco de Dias')
    await waitFor(() => expect(within(form).queryByText('Preenchimento do motivo e obrigatorio')).not.toBeInTheDocument())
    expect(within(form).getByLabelText('Motivo')).not.toHaveAttribute('aria-invalid')
    expect(corpos).toEqual([])
  })

  it('[REQ-010] saves with POST /api/solicitacao once the punch time is given', async () => {
    const corpos = servidor()
    const user = userEvent.setup()
    const { form, onSaved } = renderizar()
    await escolherTipo(user, form, 'Incluir marcação')
    await user.click(within(form).getByRole('button', { name: 'Salvar' }))
    expect(await within(form).findByText('Preenchimento do horario e obrigatorio')).toBeVisible()
    expect(corpos).toEqual([])
    await user.type(within(form).getByLabelText('Horário'), '1700')
    await user.click(within(form).getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce())
    expect(corpos).toEqual([{
      funcionario: { id: 1 }, tipoSolicitacao: { id: 1 }, inicio: '2026-11-10', fim: '2026-11-10', horas: '17:00',
      motivo: { id: 102 }, bancoDias: null, observacaoSolicitante: '',
    }])
  })

  it('[REQ-010] shows the server\'s field errors beside the fields and keeps what was typed', async () => {
    servidor(() => HttpResponse.json(
      { errors: [{ entity: 'Solicitacao', property: 'inicio', invalidValue: '2026-11-10', message: 'Competência fechada: o cartão ponto não pode ser alterado.' }] },
      { status: 400 },
    ))
    const user = userEvent.setup()
    const { form, onSaved } = renderizar()
    await escolherTipo(user, form, 'Incluir marcação')
    await user.type(within(form).getByLabelText('Horário'), '1700')
    await user.click(within(form).getByRole('button', { name: 'Salvar' }))
    expect(await within(form).findByText('Competência fechada: o cartão ponto não pode ser alterado.')).toBeVisible()
    expect(within(form).getByLabelText('Horário')).toHaveValue('17:00')
    expect(onSaved).not.toHaveBeenCalled()
  })
})
