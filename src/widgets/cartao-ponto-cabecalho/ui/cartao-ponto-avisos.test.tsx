import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import type { Sessao } from '@/entities/sessao'
import { cartaoFixture, registroInput, SESSOES } from '@/entities/cartao-ponto/model/testing/cartao-ponto.fixture'
import { renderWithSessao } from '@/entities/cartao-ponto/model/testing/render-with-sessao'
import { cartaoPontoSchema, type CartaoPonto } from '@/entities/cartao-ponto'
import { server } from '@/shared/lib/test'
import { CartaoPontoAvisos } from './cartao-ponto-avisos'

const fernanda: Sessao = { ...SESSOES.funcionario, name: 'Fernanda Funcionária', permissions: ['front_manutencao_visualizar', 'front_aceites'] }

const outubro = { id: 10, ano: 2026, mes: 10, inicio: '2026-10-01', fim: '2026-10-31', descricao: 'Outubro/2026', descricaoCurta: '10/2026', fechada: false, situacao: 'ABERTA' }
const novembro = { ...outubro, id: 11, mes: 11, inicio: '2026-11-01', fim: '2026-11-30', descricao: 'Novembro/2026', descricaoCurta: '11/2026' }

/** The fixture card without any warning: no day in error. */
function semErros(overrides: Parameters<typeof cartaoFixture>[0] = {}): CartaoPonto {
  const base = cartaoFixture(overrides)
  const registros = Object.fromEntries(
    Object.keys(base.manutencaoDTO.registros).map((data) => [data, { registro: registroInput(data), error: null }]),
  )
  return cartaoPontoSchema.parse({ ...base, manutencaoDTO: { ...base.manutencaoDTO, registros } })
}

function renderAvisos(cartao: CartaoPonto, sessao: Sessao = SESSOES.rh) {
  const props = { onVisualizar: vi.fn(), onAceite: vi.fn(), onError: vi.fn() }
  return { props, result: renderWithSessao(<CartaoPontoAvisos cartao={cartao} {...props} />, sessao) }
}

describe('CartaoPontoAvisos', () => {
  it("[TC-052] 'Ha erros nos registros. Verifique!' when a day has an error, and not otherwise", async () => {
    await renderAvisos(cartaoFixture()).result
    expect(screen.getByText('Ha erros nos registros. Verifique!')).toBeInTheDocument()
  })

  it('[TC-052] a card without errors has no warning at all', async () => {
    await renderAvisos(semErros()).result
    expect(screen.queryByText('Ha erros nos registros. Verifique!')).not.toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Avisos do cartão ponto' })).not.toBeInTheDocument()
  })

  it('[TC-052] the days in error are announced in view, never folded', async () => {
    await renderAvisos(cartaoFixture()).result
    expect(screen.getByText('Ha erros nos registros. Verifique!')).toBeVisible()
    expect(screen.queryByRole('button', { name: /avisos$/ })).not.toBeInTheDocument()
  })

  it('a single banner is shown as it is, without a summary', async () => {
    await renderAvisos(semErros({ funcionario: { ativo: false } })).result
    const lista = screen.getByRole('list', { name: 'Avisos do cartão ponto' })
    expect(within(lista).getByRole('listitem')).toHaveTextContent('Funcionario esta inativo!')
    expect(screen.queryByRole('button', { name: /avisos$/ })).not.toBeInTheDocument()
  })

  it("[TC-052][TC-053][TC-054] two or more banners fold into one line ('2 avisos') that unfolds with every message intact; the errors stay out", async () => {
    await renderAvisos(cartaoFixture({ funcionario: { ativo: false, controlaPonto: false } })).result
    expect(screen.getByText('Ha erros nos registros. Verifique!')).toBeVisible()
    const resumo = screen.getByRole('button', { name: '2 avisos' })
    expect(resumo).toHaveAttribute('aria-expanded', 'false')
    // The summary takes the tone of the gravest banner folded in it.
    expect(resumo).toHaveClass('bg-warning-50')
    expect(screen.queryByRole('list', { name: 'Avisos do cartão ponto' })).not.toBeInTheDocument()
    const user = userEvent.setup()
    await user.click(resumo)
    expect(resumo).toHaveAttribute('aria-expanded', 'true')
    const lista = screen.getByRole('list', { name: 'Avisos do cartão ponto' })
    expect(resumo).toHaveAttribute('aria-controls', lista.id)
    expect(within(lista).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Funcionario esta inativo!', 'Funcionario nao bate Ponto!'])
    await user.click(resumo)
    expect(screen.queryByRole('list', { name: 'Avisos do cartão ponto' })).not.toBeInTheDocument()
  })

  it("[TC-053][TC-054] inactive employee and employee who does not punch", async () => {
    await renderAvisos(semErros({ funcionario: { ativo: false, controlaPonto: false } })).result
    await userEvent.setup().click(screen.getByRole('button', { name: '2 avisos' }))
    expect(screen.getByText('Funcionario esta inativo!')).toBeVisible()
    expect(screen.getByText('Funcionario nao bate Ponto!')).toBeVisible()
  })

  it('[TC-055] shows the notes line of the response', async () => {
    await renderAvisos(semErros({ observacao: 'Conferido pelo RH em 10/11' })).result
    expect(screen.getByText('Conferido pelo RH em 10/11')).toBeInTheDocument()
  })

  it("[TC-057][TC-058] 'Previsao de Saida' with the predicted exit and today's punches", async () => {
    const cartao = semErros({ manutencaoDTO: { hoje: { previsaoSaida: '17:04', marcacoesAtuais: [{ hora: '08:02' }, { hora: '12:01' }] } } })
    await renderAvisos(cartao).result
    const banner = screen.getByText('Previsao de Saida:').closest('li')
    expect(banner).toHaveTextContent('Previsao de Saida: 17:04')
    expect(banner).toHaveTextContent('08:02 12:01')
  })

  it("[TC-059][TC-060][TC-061] one banner per pending month, always in view: 'Aceite' for this competence, 'Visualizar' for another", async () => {
    const cartao = semErros({ aceitePendente: [{ competencia: outubro }, { competencia: novembro }], funcionario: { ativo: false, controlaPonto: false } })
    const { props, result } = renderAvisos(cartao, fernanda)
    await result
    // The other banners fold into one line; the acceptances asking the user to act do not.
    expect(screen.getByRole('button', { name: '2 avisos' })).toHaveAttribute('aria-expanded', 'false')
    const banners = within(screen.getByRole('list', { name: 'Aceites pendentes' })).getAllByRole('listitem')
    expect(banners).toHaveLength(2)
    expect(banners[0]).toHaveTextContent('10/2026')
    expect(within(banners[1]!).getByRole('button', { name: 'Aceite' })).toBeInTheDocument()
    await userEvent.setup().click(within(banners[0]!).getByRole('button', { name: 'Visualizar' }))
    expect(props.onVisualizar).toHaveBeenCalledWith(10)
  })

  it('[TC-062][TC-063][TC-064] Aceite asks, then posts the acceptance and reports success', async () => {
    let body: unknown
    server.use(
      http.post('/api/aceites', async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ id: 1, dataAceite: '2026-11-16T10:00:00' }, { status: 201 })
      }),
    )
    const { props, result } = renderAvisos(semErros({ aceitePendente: [{ competencia: novembro }] }), fernanda)
    await result
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Aceite' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Deseja realmente executar o aceite do cartao ponto?' })
    expect(within(dialog).getByRole('button', { name: 'Nao' })).toHaveFocus()
    await user.click(within(dialog).getByRole('button', { name: 'Sim' }))
    await vi.waitFor(() => expect(props.onAceite).toHaveBeenCalledWith('Aceite executado com sucesso!'))
    expect(body).toEqual({ funcionarioId: 1, competenciaId: 11 })
  })

  it("[TC-146] 'Nao' closes the prompt without any call", async () => {
    const post = vi.fn()
    server.use(http.post('/api/aceites', () => post()))
    await renderAvisos(semErros({ aceitePendente: [{ competencia: novembro }] }), fernanda).result
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Aceite' }))
    await user.click(screen.getByRole('button', { name: 'Nao' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(post).not.toHaveBeenCalled()
  })

  it('[TC-065] without front_aceites, or on somebody else\'s card, no acceptance is offered', async () => {
    const cartao = semErros({ aceitePendente: [{ competencia: novembro }] })
    const semPapel = { ...fernanda, permissions: ['front_manutencao_visualizar'] }
    const { result } = renderAvisos(cartao, semPapel)
    const { unmount } = await result
    expect(screen.getByText(/11\/2026 aguardando aceite/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Aceite' })).not.toBeInTheDocument()
    unmount()
    await renderAvisos(cartao, { ...SESSOES.rh, permissions: [...SESSOES.rh.permissions, 'front_aceites'] }).result
    expect(screen.queryByRole('button', { name: 'Aceite' })).not.toBeInTheDocument()
  })
})
