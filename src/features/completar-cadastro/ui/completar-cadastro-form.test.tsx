import { describe, expect, it, vi } from 'vitest'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { SessaoContext, type Sessao } from '@/entities/sessao'
import { createQueryClient } from '@/shared/api'
import { configurarRascunhos, salvarRascunhos } from '@/shared/lib'
import { renderWithProviders, server } from '@/shared/lib/test'
import { CompletarCadastroForm } from './completar-cadastro-form'

const novo: Sessao = { userid: 'n', username: 'novo', name: 'Nelson Novo', groups: ['usuario'], permissions: [] }

function setup(response: () => Response = () => new HttpResponse(null, { status: 204 })) {
  const bodies: unknown[] = []
  server.use(
    http.put('/api/usuarios/profile', async ({ request }) => {
      bodies.push(await request.json())
      return response()
    }),
  )
  const refresh = vi.fn(async () => {})
  renderWithProviders(
    <SessaoContext.Provider value={{ sessao: novo, logout: async () => {}, refresh }}>
      <CompletarCadastroForm />
    </SessaoContext.Provider>,
    { queryClient: createQueryClient() },
  )
  return { bodies, refresh, user: userEvent.setup() }
}

const cpf = () => screen.getByLabelText(/^CPF/)
const celular = () => screen.getByLabelText(/^Celular/)
const salvar = () => screen.getByRole('button', { name: 'Salvar' })

describe('CompletarCadastroForm', () => {
  it('[AUTH-082] masks the CPF as 999.999.999-99', async () => {
    const { user } = setup()
    await user.type(cpf(), '12345678909999')
    expect(cpf()).toHaveValue('123.456.789-09')
  })

  it('[AUTH-083] masks the cellphone as (99) 99999-9999', async () => {
    const { user } = setup()
    await user.type(celular(), '1191234567899')
    expect(celular()).toHaveValue('(11) 91234-5678')
  })

  it('[AUTH-084][AUTH-085][AUTH-086] saving empty shows both messages and sends nothing', async () => {
    const { user, bodies, refresh } = setup()
    await user.click(salvar())
    expect(await screen.findByText('CPF invalido!')).toBeInTheDocument()
    expect(screen.getByText('Celular invalido!')).toBeInTheDocument()
    expect(cpf()).toHaveFocus()
    expect(cpf()).toHaveAttribute('aria-invalid', 'true')
    expect(bodies).toHaveLength(0)
    expect(refresh).not.toHaveBeenCalled()
  })

  it('[AUTH-086] saving without a cellphone shows Celular invalido! and sends nothing', async () => {
    const { user, bodies } = setup()
    await user.type(cpf(), '12345678909')
    await user.click(salvar())
    expect(await screen.findByText('Celular invalido!')).toBeInTheDocument()
    expect(screen.queryByText('CPF invalido!')).not.toBeInTheDocument()
    expect(celular()).toHaveFocus()
    expect(bodies).toHaveLength(0)
  })

  it('[AUTH-085] an incomplete CPF is invalid too', async () => {
    const { user, bodies } = setup()
    await user.type(cpf(), '123456')
    await user.type(celular(), '11912345678')
    await user.click(salvar())
    expect(await screen.findByText('CPF invalido!')).toBeInTheDocument()
    expect(bodies).toHaveLength(0)
  })

  it('[AUTH-087][AUTH-088] sends only digits with PUT /api/usuarios/profile, then renews the session', async () => {
    const { user, bodies, refresh } = setup()
    await user.type(cpf(), '12345678909')
    await user.type(celular(), '11912345678')
    await user.click(salvar())
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1))
    expect(bodies).toEqual([{ cpf: '12345678909', celular: '11912345678' }])
  })

  it('[AUTH-089] a 409 says the CPF is taken, beside the CPF field', async () => {
    const { user, refresh } = setup(() =>
      HttpResponse.json({ status: 409, error: 'Conflict', message: 'CPF duplicado', path: '/api/usuarios/profile' }, { status: 409 }),
    )
    await user.type(cpf(), '39053344705')
    await user.type(celular(), '11912345678')
    await user.click(salvar())
    const message = await screen.findByText('Este CPF ja esta sendo utilizado por outro usuario!')
    expect(cpf()).toHaveAttribute('aria-describedby', message.id)
    expect(cpf()).toHaveFocus()
    expect(refresh).not.toHaveBeenCalled()
  })

  it('[API-013][API-014][API-015] server field errors show beside their fields and the first one gets focus', async () => {
    const { user } = setup(() =>
      HttpResponse.json(
        {
          errors: [
            { entity: 'Usuario', property: 'celular', invalidValue: '11912345678', message: 'Celular inválido' },
            { entity: 'Usuario', property: 'cpf', invalidValue: '12345678900', message: 'CPF inválido' },
          ],
        },
        { status: 400 },
      ),
    )
    await user.type(cpf(), '12345678900')
    await user.type(celular(), '11912345678')
    await user.click(salvar())
    const cpfError = await screen.findByText('CPF inválido')
    const celularError = screen.getByText('Celular inválido')
    expect(cpf()).toHaveAttribute('aria-describedby', cpfError.id)
    expect(celular()).toHaveAttribute('aria-describedby', celularError.id)
    expect(cpf()).toHaveFocus()
  })

  it('[API-014] with only the cellphone wrong on the server, the cellphone gets focus', async () => {
    const { user } = setup(() =>
      HttpResponse.json(
        { errors: [{ entity: 'Usuario', property: 'celular', invalidValue: '1', message: 'Celular inválido' }] },
        { status: 400 },
      ),
    )
    await user.type(cpf(), '12345678909')
    await user.type(celular(), '11912345678')
    await user.click(salvar())
    await screen.findByText('Celular inválido')
    expect(celular()).toHaveFocus()
  })

  it('[API-016] other failures show in the danger banner', async () => {
    const { user } = setup(() => new HttpResponse('connect ECONNREFUSED 127.0.0.1:8080', { status: 502 }))
    await user.type(cpf(), '12345678909')
    await user.type(celular(), '11912345678')
    await user.click(salvar())
    expect(await screen.findByRole('alert')).toHaveTextContent('O serviço está indisponível! Tente mais tarde novamente.')
  })

  it('[AUTH-005] a session that expires as the profile is saved keeps what was typed for after the login, and says so', async () => {
    configurarRascunhos({ usuario: () => 'n' })
    try {
      // The server refuses the token; the app keeps the open forms as drafts and leaves for the login.
      const { user, refresh } = setup(() => {
        salvarRascunhos()
        return new HttpResponse(null, { status: 401 })
      })
      await user.type(cpf(), '12345678909')
      await user.type(celular(), '11912345678')
      await user.click(salvar())
      await waitFor(() => expect(salvar()).not.toHaveAttribute('aria-busy', 'true'))
      expect(refresh).not.toHaveBeenCalled()
      await waitFor(() => expect(screen.getByRole('alert')).toBeInTheDocument())
      cleanup()

      // Back from the login, the form opens with the draft.
      setup()
      await waitFor(() => expect(cpf()).toHaveValue('123.456.789-09'))
      expect(celular()).toHaveValue('(11) 91234-5678')
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Recuperamos o que você digitou antes de a sessão expirar. Confira e salve novamente.',
      )
    } finally {
      configurarRascunhos({ usuario: () => undefined })
      sessionStorage.clear()
    }
  })
})
