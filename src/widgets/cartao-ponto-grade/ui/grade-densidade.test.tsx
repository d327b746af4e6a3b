import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Sessao } from '@/entities/sessao'
import { cartaoFixture, SESSOES } from '@/entities/cartao-ponto/model/testing/cartao-ponto.fixture'
import { renderWithSessao } from '@/entities/cartao-ponto/model/testing/render-with-sessao'
import { motivosAtivosHandlers } from '@/entities/motivo/model/testing/motivos-ativos'
import { server } from '@/shared/lib/test'
import { chaveDasPreferencias } from '@/entities/cartao-ponto'
import { CartaoPontoGrade } from './cartao-ponto-grade'

const RH: Sessao = { ...SESSOES.rh, userid: 'rh-1' }

async function renderGrade(sessao: Sessao = RH) {
  server.use(...motivosAtivosHandlers([]))
  const result = await renderWithSessao(<CartaoPontoGrade cartao={cartaoFixture()} />, sessao)
  return { ...result, user: userEvent.setup() }
}

const cabecalho = (nome: string) => screen.queryByRole('columnheader', { name: nome })
const colunas = () => screen.getByRole('button', { name: /^Colunas/ })

async function abrirColunas(user: ReturnType<typeof userEvent.setup>) {
  await user.click(colunas())
  return screen.findByRole('menu')
}

afterEach(() => localStorage.clear())

describe('CartaoPontoGrade density', { timeout: 20_000 }, () => {
  it('[TC-071][TC-072] pairs 3 and 4 without punches are narrow: abbreviated header, full name, slots still editable', async () => {
    const { user } = await renderGrade()
    const th = cabecalho('Entrada 3')!
    expect(th).toHaveAttribute('title', 'Entrada 3')
    expect(within(th).getByText('E3')).toHaveAttribute('aria-hidden', 'true')
    expect(cabecalho('Saída 4')).toHaveAttribute('data-recolhida')
    expect(cabecalho('Entrada 1')).not.toHaveAttribute('data-recolhida')
    expect(cabecalho('Entrada 1')).toHaveTextContent(/^Entrada 1$/)

    const slot = screen.getByTestId('slot-2026-11-03-entrada3')
    slot.focus()
    expect(slot).toHaveFocus()
    await user.click(slot)
    expect(await screen.findByRole('dialog', { name: 'Incluir marcação' })).toHaveAccessibleDescription('Entrada 3 de 03/11')
  })

  it("'Colunas' lists only the optional columns this user sees", async () => {
    const { user } = await renderGrade(SESSOES.supervisor)
    const menu = await abrirColunas(user)
    const itens = within(menu)
      .getAllByRole('menuitemcheckbox')
      .map((item) => item.textContent)
    expect(itens).toContain('Carga Horária')
    expect(itens).toContain('Tratamentos')
    for (const fixa of ['Dia', 'Entrada 1', 'Saída 2', 'Total']) expect(itens).not.toContain(fixa)
    // TC-069: a supervisor does not see the original punches, so cannot choose them either.
    expect(itens).not.toContain('Marcações Originais')
    for (const item of within(menu).getAllByRole('menuitemcheckbox')) expect(item).toHaveAttribute('aria-checked', 'true')
  })

  it('a hidden column stays hidden on the next visit of the same user, and "Restaurar colunas" shows it again', async () => {
    const { user, unmount } = await renderGrade()
    const menu = await abrirColunas(user)
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Tratamentos' }))
    await user.click(within(menu).getByRole('menuitemcheckbox', { name: 'Ocorrência' }))
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Tratamentos' })).toHaveAttribute('aria-checked', 'false')
    await user.keyboard('{Escape}')
    expect(cabecalho('Tratamentos')).not.toBeInTheDocument()
    expect(cabecalho('Ocorrência')).not.toBeInTheDocument()
    expect(colunas()).toHaveTextContent('2 ocultas')
    expect(localStorage.getItem(chaveDasPreferencias('rh-1'))).toContain('tratamentos')
    unmount()

    const outro = await renderGrade({ ...RH, userid: 'rh-2', username: 'rh2' })
    expect(cabecalho('Tratamentos')).toBeInTheDocument()
    outro.unmount()

    const { user: denovo } = await renderGrade()
    expect(cabecalho('Tratamentos')).not.toBeInTheDocument()
    // The day's error row still spans exactly the columns on screen.
    const erro = within(screen.getByTestId('erro-2026-11-04')).getAllByRole('cell')
    const largura = erro.reduce((soma, celula) => soma + Number(celula.getAttribute('colspan')), 0)
    expect(largura).toBe(screen.getAllByRole('columnheader').length)
    await denovo.click(within(await abrirColunas(denovo)).getByRole('menuitem', { name: 'Restaurar colunas' }))
    expect(cabecalho('Tratamentos')).toBeInTheDocument()
    expect(cabecalho('Ocorrência')).toBeInTheDocument()
    expect(localStorage.getItem(chaveDasPreferencias('rh-1'))).toBeNull()
  })

  it("'Modo compacto' tightens the cells and is remembered", async () => {
    const { user, unmount } = await renderGrade()
    const celula = screen.getByTestId('marcacao-2026-11-03-entrada1')
    expect(celula).toHaveClass('py-1', 'px-1')
    const modo = screen.getByRole('button', { name: 'Modo compacto' })
    expect(modo).toHaveAttribute('aria-pressed', 'false')
    await user.click(modo)
    expect(modo).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByTestId('marcacao-2026-11-03-entrada1')).toHaveClass('py-0', 'px-0.5', 'leading-3.5')
    unmount()
    await renderGrade()
    expect(screen.getByRole('button', { name: 'Modo compacto' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByTestId('marcacao-2026-11-03-entrada1')).toHaveClass('py-0')
  })

  it('[TC-076] the calculation memory opens in full with Enter and closes with Escape, back on its button', async () => {
    const { user } = await renderGrade()
    const texto = 'Trabalhadas 09:25 - carga 08:00 = extra 01:25 (50%) enviada ao banco de horas'
    const botao = within(screen.getByTestId('dia-2026-11-03')).getByRole('button', { name: texto })
    expect(botao).toHaveAttribute('aria-haspopup', 'dialog')
    botao.focus()
    await user.keyboard('{Enter}')
    const dialogo = await screen.findByRole('dialog', { name: 'Memória de cálculo de 03/11' })
    expect(within(dialogo).getByText(texto)).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await vi.waitFor(() => expect(botao).toHaveFocus())
  })
})
