import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { configQueries } from '@/entities/configuracao'
import { usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { ConfiguracaoGeralForm } from './configuracao-geral-form'

const app = usarAppNoMock('admin')

const carregar = () => app().queryClient.fetchQuery({ ...configQueries.load(), staleTime: 0 })

async function renderForm() {
  render(
    <QueryClientProvider client={app().queryClient}>
      <ConfiguracaoGeralForm config={await carregar()} />
    </QueryClientProvider>,
  )
  const form = screen.getByRole('form', { name: 'Configurações gerais' })
  return { form, limite: within(form).getByLabelText('Limite da jornada sem horário (horas)'), user: userEvent.setup({ delay: null }) }
}

describe('/config, the span of an open entry without a schedule, against the mock backend', () => {
  it('shows the saved 16 h and saves 10 h with PUT /api/config; the settings then read 10', async () => {
    const { form, limite, user } = await renderForm()
    expect(limite).toHaveValue(16)
    await user.clear(limite)
    await user.type(limite, '10')
    await user.click(within(form).getByRole('button', { name: 'Salvar configurações' }))
    expect(await within(form).findByRole('status')).toHaveTextContent('Configurações salvas.')
    expect(await carregar()).toMatchObject({ limiteJornadaAbertaHoras: 10 })
  })

  it('refuses 0 on the screen, with the focus on the field, and sends nothing', async () => {
    const { form, limite, user } = await renderForm()
    await user.clear(limite)
    await user.type(limite, '0')
    await user.click(within(form).getByRole('button', { name: 'Salvar configurações' }))
    expect(await within(form).findByText('Informe de 1 a 24 horas')).toBeVisible()
    expect(limite).toHaveFocus()
    expect(app().requisicoes.filter((r) => r.startsWith('PUT '))).toEqual([])
    expect(await carregar()).toMatchObject({ limiteJornadaAbertaHoras: 16 })
  })
})
