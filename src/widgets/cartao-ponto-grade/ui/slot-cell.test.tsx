import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import type { CartaoPonto } from '@/entities/cartao-ponto'
import { cartaoFixture, SESSOES } from '@/entities/cartao-ponto/model/testing/cartao-ponto.fixture'
import { renderWithSessao } from '@/entities/cartao-ponto/model/testing/render-with-sessao'
import { lembrarMotivo } from '@/entities/motivo'
import { motivosAtivosHandlers } from '@/entities/motivo/model/testing/motivos-ativos'
import type { Sessao } from '@/entities/sessao'
import { server } from '@/shared/lib/test'
import { CartaoPontoGrade } from './cartao-ponto-grade'

const RH_MOVE: Sessao = { ...SESSOES.rh, permissions: [...SESSOES.rh.permissions, 'front_move_marcacao'] }

async function renderGrade(sessao: Sessao = RH_MOVE, cartao: CartaoPonto = cartaoFixture()) {
  // The card's history (an included punch's author, the undo notice) is empty: no request is left unanswered.
  server.use(
    ...motivosAtivosHandlers([]),
    http.get('/api/cartaoponto/historico', () => HttpResponse.json({ itens: [] })),
  )
  await renderWithSessao(<CartaoPontoGrade cartao={cartao} />, sessao)
  return userEvent.setup()
}

const slot = (chave: string) => screen.getByTestId(`slot-${chave}`)

/**
 * The open dialog, checked by name (role queries over the whole 30-row grid are slow in jsdom); dialogs load
 * their code when first opened, so it is awaited.
 */
async function dialogo(nome: string, role: 'dialog' | 'alertdialog' = 'dialog'): Promise<HTMLElement> {
  return waitFor(() => {
    const el = document.querySelector<HTMLElement>(`[role="${role}"]`)
    expect(el).not.toBeNull()
    expect(el).toHaveAccessibleName(nome)
    return el!
  })
}

afterEach(() => sessionStorage.clear())

describe('SlotCell', { timeout: 20_000 }, () => {
  it('[TC-099] clicking an empty slot opens "Incluir marcação" for that slot', async () => {
    const user = await renderGrade()
    await user.click(slot('2026-11-04-saida2'))
    const dialog = await dialogo('Incluir marcação')
    expect(dialog).toHaveAccessibleDescription('Saída 2 de 04/11')
    expect(within(dialog).queryByRole('button', { name: /Desconsiderar|Remover/ })).not.toBeInTheDocument()
  })

  it('[TC-099][TC-105] an ORIGINAL punch opens "Alterar marcação" with "Desconsiderar", which opens its dialog', async () => {
    const user = await renderGrade()
    await user.click(slot('2026-11-03-entrada1'))
    await dialogo('Alterar marcação')
    expect(within(await dialogo('Alterar marcação')).getByLabelText(/^Horário/)).toHaveValue('08:05')
    await user.click(within(await dialogo('Alterar marcação')).getByRole('button', { name: 'Desconsiderar' }))
    expect(await dialogo('Desconsiderar marcação')).toHaveAccessibleDescription('Entrada 1 de 03/11: 08:05')
  })

  it('[TC-107] INCLUIDO and PRE_ASSINALADO punches offer "Remover marcação" with a confirmation', async () => {
    const user = await renderGrade()
    await user.click(slot('2026-11-03-entrada2'))
    await user.click(within(await dialogo('Alterar marcação')).getByRole('button', { name: 'Remover marcação' }))
    const confirmacao = await dialogo('Remover marcação', 'alertdialog')
    expect(confirmacao).toHaveAccessibleDescription('Deseja realmente remover a marcação das 13:00?')
    await user.click(within(confirmacao).getByRole('button', { name: 'Nao' }))
    await user.click(slot('2026-11-03-saida2'))
    expect(within(await dialogo('Alterar marcação')).getByRole('button', { name: 'Remover marcação' })).toBeInTheDocument()
  })

  it('[TC-099] keyboard first: four digits and Enter open the include dialog with that time and the last reason', async () => {
    lembrarMotivo({ id: 102, descricao: 'Esquecimento de marcação', ativo: true })
    const user = await renderGrade()
    slot('2026-11-04-saida2').focus()
    await user.keyboard('170')
    expect(within(slot('2026-11-04-saida2')).getByTestId('slot-digitos')).toHaveTextContent('17:0_')
    await user.keyboard('0{Enter}')
    const dialog = await dialogo('Incluir marcação')
    expect(within(dialog).getByLabelText(/^Horário/)).toHaveValue('17:00')
    expect(within(dialog).getByText('Esquecimento de marcação')).toBeInTheDocument()
  })

  it('keyboard first: Escape cancels the typing; arrows move between slots, Tab goes on in the page order', async () => {
    const user = await renderGrade()
    slot('2026-11-04-entrada2').focus()
    await user.keyboard('08{Escape}')
    expect(within(slot('2026-11-04-entrada2')).queryByTestId('slot-digitos')).not.toBeInTheDocument()
    await user.keyboard('{ArrowRight}')
    expect(slot('2026-11-04-saida2')).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(slot('2026-11-05-saida2')).toHaveFocus()
    await user.keyboard('{ArrowUp}{ArrowUp}')
    expect(slot('2026-11-03-saida2')).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(slot('2026-11-03-entrada2')).toHaveFocus()
    await user.keyboard('{Tab}')
    expect(slot('2026-11-03-saida2')).toHaveFocus()
    await user.keyboard('{Shift>}{Tab}{/Shift}')
    expect(slot('2026-11-03-entrada2')).toHaveFocus()
    expect(document.querySelector('[role="dialog"]')).toBeNull()
    // Past the day's last slot, Tab reaches what lies between the days: the next day's menu is one of them.
    slot('2026-11-03-saida2').focus()
    const menuDoDiaSeguinte = screen.getByRole('button', { name: 'Ações do dia 04/11' })
    for (let i = 0; i < 15 && document.activeElement !== menuDoDiaSeguinte; i++) await user.keyboard('{Tab}')
    expect(menuDoDiaSeguinte).toHaveFocus()
  })

  it('[TC-108] punches with a time are draggable with front_move_marcacao; empty slots are not', async () => {
    await renderGrade()
    expect(slot('2026-11-03-entrada1')).toHaveAttribute('data-arrastavel', 'true')
    expect(slot('2026-11-04-saida2')).not.toHaveAttribute('data-arrastavel')
  })

  it('[TC-108] without front_move_marcacao nothing is draggable, but the dialog still opens', async () => {
    const user = await renderGrade(SESSOES.rh)
    expect(slot('2026-11-03-entrada1')).not.toHaveAttribute('data-arrastavel')
    await user.click(slot('2026-11-03-entrada1'))
    await dialogo('Alterar marcação')
  })

  it('[TC-108] a supervisor, a locked card or a closed competence show no slot buttons', async () => {
    await renderGrade(SESSOES.supervisor)
    expect(screen.queryByTestId(/^slot-/)).not.toBeInTheDocument()
    expect(screen.getByTestId('marcacao-2026-11-03-entrada2')).toHaveTextContent('13:00*')
  })

  it('[TC-108] a locked card shows no slot buttons', async () => {
    await renderGrade(RH_MOVE, cartaoFixture({ manutencaoDTO: { bloqueado: true } }))
    expect(screen.queryByTestId(/^slot-/)).not.toBeInTheDocument()
  })

  it('[TC-108] a closed competence shows no slot buttons', async () => {
    await renderGrade(RH_MOVE, cartaoFixture({ competencia: { situacao: 'FECHADA', fechada: true } }))
    expect(screen.queryByTestId(/^slot-/)).not.toBeInTheDocument()
  })
})
