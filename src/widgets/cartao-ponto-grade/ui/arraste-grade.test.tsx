import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { cartaoFixture, SESSOES } from '@/entities/cartao-ponto/model/testing/cartao-ponto.fixture'
import { renderWithSessao } from '@/entities/cartao-ponto/model/testing/render-with-sessao'
import { motivosAtivosHandlers } from '@/entities/motivo/model/testing/motivos-ativos'
import type { Sessao } from '@/entities/sessao'
import { server } from '@/shared/lib/test'
import { CartaoPontoGrade } from './cartao-ponto-grade'

const RH_MOVE: Sessao = { ...SESSOES.rh, permissions: [...SESSOES.rh.permissions, 'front_move_marcacao'] }
const slot = (chave: string) => screen.getByTestId(`slot-${chave}`)

async function renderGrade() {
  const movidas: URL[] = []
  server.use(
    ...motivosAtivosHandlers([]),
    http.post('*/api/registros/:id/marcacoes/:idMarcacao/move/:sequencia/:modo', ({ request }) => {
      movidas.push(new URL(request.url))
      return new HttpResponse(null, { status: 200 })
    }),
  )
  await renderWithSessao(<CartaoPontoGrade cartao={cartaoFixture()} />, RH_MOVE)
  return { user: userEvent.setup(), movidas }
}

/** Presses on `de`, moves past the drag distance and over `para` (checked mid-drag by `durante`), and releases there. */
async function arrastar(user: ReturnType<typeof userEvent.setup>, de: HTMLElement, para: HTMLElement, durante = () => {}) {
  await user.pointer([
    { keys: '[MouseLeft>]', target: de, coords: { clientX: 10, clientY: 10 } },
    { target: de, coords: { clientX: 30, clientY: 10 } },
    { target: para, coords: { clientX: 120, clientY: 60 } },
  ])
  durante()
  await user.pointer({ keys: '[/MouseLeft]', target: para, coords: { clientX: 120, clientY: 60 } })
}

describe('the grid drag layer', { timeout: 20_000 }, () => {
  it('[TC-108][TC-109][TC-110] a punch dragged onto an empty slot of another day is moved there, and no dialog opens', async () => {
    const { user, movidas } = await renderGrade()
    await arrastar(user, slot('2026-11-03-entrada1'), slot('2026-11-04-saida2'), () => {
      expect(slot('2026-11-03-entrada1')).toHaveAttribute('data-arrastando')
      expect(slot('2026-11-04-saida2')).toHaveAttribute('data-destino')
      expect(screen.getByText('Sobre Saída 2 de 04/11.')).toBeInTheDocument()
    })
    await waitFor(() => expect(movidas).toHaveLength(1))
    expect(movidas[0]!.pathname).toMatch(/^\/api\/registros\/\d+\/marcacoes\/\d+\/move\/2\/SAIDA$/)
    expect(movidas[0]!.searchParams.get('dataDestino')).toBe('2026-11-04')
    expect(slot('2026-11-03-entrada1')).not.toHaveAttribute('data-arrastando')
    expect(slot('2026-11-04-saida2')).not.toHaveAttribute('data-destino')
    expect(screen.getByText('Marcação movida para Saída 2 de 04/11.')).toBeInTheDocument()
    expect(document.querySelector('[role="dialog"]')).toBeNull()
  })

  it('[TC-109] an occupied slot takes no drop: nothing is sent', async () => {
    const { user, movidas } = await renderGrade()
    await arrastar(user, slot('2026-11-03-entrada1'), slot('2026-11-03-saida1'), () => {
      expect(slot('2026-11-03-saida1')).not.toHaveAttribute('data-destino')
    })
    expect(screen.getByText('Marcação não movida.')).toBeInTheDocument()
    expect(movidas).toHaveLength(0)
  })

  it('Escape cancels a drag: nothing is sent', async () => {
    const { user, movidas } = await renderGrade()
    await user.pointer([
      { keys: '[MouseLeft>]', target: slot('2026-11-03-entrada1'), coords: { clientX: 10, clientY: 10 } },
      { target: slot('2026-11-04-saida2'), coords: { clientX: 120, clientY: 60 } },
    ])
    await user.keyboard('{Escape}')
    expect(screen.getByText('Movimento cancelado.')).toBeInTheDocument()
    await user.pointer({ keys: '[/MouseLeft]', target: slot('2026-11-04-saida2'), coords: { clientX: 120, clientY: 60 } })
    expect(slot('2026-11-04-saida2')).not.toHaveAttribute('data-destino')
    expect(movidas).toHaveLength(0)
  })
})
