import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SessaoContext, type Sessao } from '@/entities/sessao'
import { createQueryClient } from '@/shared/api'
import { gravarRequisicoes, renderWithProviders, server } from '@/shared/lib/test'
import { connectMockBackend, type MockBackend } from '@/shared/lib/test/mock-backend'
import { MinhaContaPage } from './minha-conta-page'

/** The demo account that must complete its profile, as its token describes it. */
const novo: Sessao = {
  userid: 'novo',
  username: 'novo',
  name: 'Nelson Novo',
  email: 'novo@ponto.local',
  groups: ['usuario'],
  permissions: ['front_manutencao_visualizar', 'front_relogio', 'front_solicitacao', 'front_aceites'],
}

let backend: MockBackend

beforeEach(async () => {
  backend = await connectMockBackend('novo')
})

afterEach(() => {
  cleanup()
  backend.disconnect()
})

function renderMinhaConta(sessao: Sessao = novo) {
  renderWithProviders(
    <SessaoContext.Provider value={{ sessao, logout: async () => {}, refresh: async () => {} }}>
      <MinhaContaPage />
    </SessaoContext.Provider>,
    { queryClient: createQueryClient() },
  )
  return userEvent.setup()
}

const PERGUNTA = 'Deseja receber por e-mail um link para redefinir sua senha?'

describe('Minha Conta: password reset through the mock backend', () => {
  it('[AUTH-007] Minha Conta asks for the password reset with POST /api/usuarios/reset-password after the user confirms', async () => {
    const requisicoes = gravarRequisicoes('/api/usuarios')
    const user = renderMinhaConta()
    const senha = within(screen.getByRole('region', { name: 'Senha' }))
    expect(senha.getByText('Esqueceu a senha ou quer trocá-la? Enviaremos um link para o seu e-mail.')).toBeVisible()

    // 'Nao' (focused) asks nothing.
    await user.click(senha.getByRole('button', { name: 'Redefinir senha' }))
    let confirmacao = within(await screen.findByRole('alertdialog', { name: PERGUNTA }))
    expect(confirmacao.getByRole('button', { name: 'Nao' })).toHaveFocus()
    await user.click(confirmacao.getByRole('button', { name: 'Nao' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(requisicoes).toEqual([])
    expect(screen.queryByRole('status')).not.toBeInTheDocument()

    // 'Sim' sends the request; the answer of the handler shows as the success message.
    await user.click(senha.getByRole('button', { name: 'Redefinir senha' }))
    confirmacao = within(await screen.findByRole('alertdialog', { name: PERGUNTA }))
    await user.click(confirmacao.getByRole('button', { name: 'Sim' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Enviamos para novo@ponto.local um link para você criar uma nova senha.',
    )
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(requisicoes).toEqual(['POST /api/usuarios/reset-password'])
  })

  it('[AUTH-007] without an e-mail in the session the message speaks of the user\'s e-mail', async () => {
    const user = renderMinhaConta({ ...novo, email: undefined })
    await user.click(screen.getByRole('button', { name: 'Redefinir senha' }))
    await user.click(within(await screen.findByRole('alertdialog', { name: PERGUNTA })).getByRole('button', { name: 'Sim' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Enviamos para o seu e-mail um link para você criar uma nova senha.')
  })

  it('[AUTH-007] a failed request shows the error and no success message', async () => {
    server.use(http.post('/api/usuarios/reset-password', () => new HttpResponse('connect ECONNREFUSED 127.0.0.1:8080', { status: 502 })))
    const user = renderMinhaConta()
    await user.click(screen.getByRole('button', { name: 'Redefinir senha' }))
    await user.click(within(await screen.findByRole('alertdialog', { name: PERGUNTA })).getByRole('button', { name: 'Sim' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('O serviço está indisponível! Tente mais tarde novamente.')
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })
})
