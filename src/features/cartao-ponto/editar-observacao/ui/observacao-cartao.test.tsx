import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { cartaoFixture, SESSOES } from '@/entities/cartao-ponto/model/testing/cartao-ponto.fixture'
import { renderWithSessao } from '@/entities/cartao-ponto/model/testing/render-with-sessao'
import { server } from '@/shared/lib/test'
import { MSG_OBSERVACAO_MAXIMO } from '../model/observacao.schema'
import { ObservacaoCartao } from './observacao-cartao'

function servidor(atual: string | null) {
  const salvos: unknown[] = []
  const lidos: string[] = []
  server.use(
    http.get('/api/observacao-cartao-ponto', ({ request }) => {
      lidos.push(new URL(request.url).search)
      return atual === null
        ? new HttpResponse(null, { status: 204 })
        : HttpResponse.json({ funcionarioId: 1, competenciaId: 11, observacao: atual })
    }),
    http.put('/api/observacao-cartao-ponto', async ({ request }) => {
      salvos.push(await request.json())
      return new HttpResponse(null, { status: 204 })
    }),
  )
  return { salvos, lidos }
}

describe('ObservacaoCartao', () => {
  it('[TC-055] who cannot change the card only reads the notes line', async () => {
    await renderWithSessao(<ObservacaoCartao cartao={cartaoFixture({ observacao: 'Conferido' })} />, SESSOES.supervisor)
    expect(screen.getByTestId('observacao-cartao')).toHaveTextContent('Observação: Conferido')
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('[TC-056] editing reads the notes with GET and saves them with PUT', async () => {
    const { salvos, lidos } = servidor('Conferido pelo RH')
    const user = userEvent.setup()
    await renderWithSessao(<ObservacaoCartao cartao={cartaoFixture({ observacao: 'Conferido' })} />, SESSOES.rh)
    await user.click(screen.getByRole('button', { name: 'Editar observação' }))
    const campo = await screen.findByRole('textbox', { name: 'Observação' })
    expect(campo).toHaveValue('Conferido pelo RH')
    expect(lidos).toEqual(['?funcionarioId=1&competenciaId=11'])
    await user.clear(campo)
    await user.type(campo, 'Banco conferido ')
    await user.click(screen.getByRole('button', { name: 'Salvar observação' }))
    await expect.poll(() => salvos).toEqual([{ funcionarioId: 1, competenciaId: 11, observacao: 'Banco conferido' }])
  })

  it('[TC-056] a card without notes offers adding them (204 reads as empty)', async () => {
    servidor(null)
    const user = userEvent.setup()
    await renderWithSessao(<ObservacaoCartao cartao={cartaoFixture({ observacao: null })} />, SESSOES.rh)
    await user.click(screen.getByRole('button', { name: 'Adicionar observação' }))
    expect(await screen.findByRole('textbox', { name: 'Observação' })).toHaveValue('')
  })

  it('more than 500 characters are refused and a failed save keeps the text', async () => {
    servidor('')
    server.use(
      http.put('/api/observacao-cartao-ponto', () =>
        HttpResponse.json({ status: 409, error: 'Conflict', message: 'Registro bloqueado para edicao.', path: '/api/observacao-cartao-ponto' }, { status: 409 }),
      ),
    )
    const user = userEvent.setup()
    await renderWithSessao(<ObservacaoCartao cartao={cartaoFixture({ observacao: 'x' })} />, SESSOES.rh)
    await user.click(screen.getByRole('button', { name: 'Editar observação' }))
    const campo = await screen.findByRole('textbox', { name: 'Observação' })
    campo.removeAttribute('maxlength')
    await user.click(campo)
    await user.paste('a'.repeat(501))
    await user.click(screen.getByRole('button', { name: 'Salvar observação' }))
    expect(await screen.findByText(MSG_OBSERVACAO_MAXIMO)).toBeInTheDocument()
    await user.clear(campo)
    await user.type(campo, 'Nova nota')
    await user.click(screen.getByRole('button', { name: 'Salvar observação' }))
    expect(await screen.findByText(/Registro bloqueado para edicao\./)).toBeInTheDocument()
    expect(campo).toHaveValue('Nova nota')
  })
})
