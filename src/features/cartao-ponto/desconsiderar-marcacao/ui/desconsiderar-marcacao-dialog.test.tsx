import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { SESSOES } from '@/entities/cartao-ponto/model/testing/cartao-ponto.fixture'
import { motivosAtivosHandlers } from '@/entities/motivo/model/testing/motivos-ativos'
import { SessaoContext } from '@/entities/sessao'
import { createQueryClient } from '@/shared/api'
import { renderWithProviders, server } from '@/shared/lib/test'
import type { AlvoDesconsiderar } from '../model/alvo'
import { DesconsiderarMarcacaoDialog } from './desconsiderar-marcacao-dialog'
import { RemoverMarcacaoDialog } from './remover-marcacao-dialog'

const marcacao = (hora: string, tipoMarcacao: 'ORIGINAL' | 'INCLUIDO') => ({
  id: 1016,
  hora,
  data: '2026-11-11',
  dataHora: `2026-11-11T${hora}:00`,
  tipoMarcacao,
  desconsiderada: false,
  tratamento: null,
})
const ORIGINAL: AlvoDesconsiderar = { idRegistro: 376, marcacao: marcacao('16:58', 'ORIGINAL'), descricao: 'Saída 2 de 11/11' }
const INCLUIDA: AlvoDesconsiderar = {
  idRegistro: 377,
  marcacao: { ...marcacao('13:00', 'INCLUIDO'), id: 1019 },
  descricao: 'Entrada 2 de 12/11',
}

function setup(ui: (onClose: () => void) => ReactNode, responder: () => Response = () => new HttpResponse(null, { status: 204 })) {
  const chamadas: string[] = []
  server.use(
    ...motivosAtivosHandlers([{ id: 105, descricao: 'Falha no relógio de ponto', ativo: true }]),
    http.post('/api/registros/:id/marcacoes/:m/*', ({ request }) => {
      chamadas.push(new URL(request.url).pathname)
      return responder()
    }),
  )
  const onClose = vi.fn()
  renderWithProviders(
    <SessaoContext.Provider value={{ sessao: SESSOES.rh, logout: async () => {}, refresh: async () => {} }}>
      {ui(onClose)}
    </SessaoContext.Provider>,
    { queryClient: createQueryClient() },
  )
  return { chamadas, onClose, user: userEvent.setup() }
}

describe('DesconsiderarMarcacaoDialog', () => {
  it('[TC-105] the reason is required: without it the dialog shows the message and sends nothing', async () => {
    const { user, chamadas } = setup((onClose) => <DesconsiderarMarcacaoDialog alvo={ORIGINAL} onClose={onClose} />)
    expect(screen.getByRole('dialog', { name: 'Desconsiderar marcação' })).toHaveAccessibleDescription('Saída 2 de 11/11: 16:58')
    await user.click(screen.getByRole('button', { name: 'Desconsiderar' }))
    expect(await screen.findByText('Preenchimento do motivo e obrigatorio')).toBeInTheDocument()
    expect(chamadas).toEqual([])
  })

  it('[TC-105][TC-106] posts the reason as the last path segment and closes', async () => {
    const { user, chamadas, onClose } = setup((onClose) => <DesconsiderarMarcacaoDialog alvo={ORIGINAL} onClose={onClose} />)
    await user.type(screen.getByLabelText(/^Motivo/), 'Falha')
    await user.click(await screen.findByText('Falha no relógio de ponto'))
    await user.click(screen.getByRole('button', { name: 'Desconsiderar' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(chamadas).toEqual(['/api/registros/376/marcacoes/1016/desconsiderar/105'])
  })

  it('[TC-105] a server error on idMotivo shows beside the reason; the dialog stays open', async () => {
    const { user, onClose } = setup(
      (onClose) => <DesconsiderarMarcacaoDialog alvo={ORIGINAL} onClose={onClose} />,
      () =>
        HttpResponse.json(
          { errors: [{ entity: 'Marcacao', property: 'idMotivo', invalidValue: null, message: 'Preenchimento do motivo e obrigatorio' }] },
          { status: 400 },
        ),
    )
    await user.type(screen.getByLabelText(/^Motivo/), 'Falha')
    await user.click(await screen.findByText('Falha no relógio de ponto'))
    await user.click(screen.getByRole('button', { name: 'Desconsiderar' }))
    expect(await screen.findByText('Preenchimento do motivo e obrigatorio')).toBeInTheDocument()
    expect(onClose).not.toHaveBeenCalled()
  })
})

describe('RemoverMarcacaoDialog', () => {
  it('[TC-107] asks with Sim / Nao (focus on Nao); Sim removes without a reason', async () => {
    const { user, chamadas, onClose } = setup((onClose) => <RemoverMarcacaoDialog alvo={INCLUIDA} onClose={onClose} />)
    expect(screen.getByRole('alertdialog', { name: 'Remover marcação' })).toHaveAccessibleDescription(
      'Deseja realmente remover a marcação das 13:00?',
    )
    expect(screen.getByRole('button', { name: 'Nao' })).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Sim' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(chamadas).toEqual(['/api/registros/377/marcacoes/1019/desconsiderar'])
  })

  it('[TC-107] Nao closes without a call; a failure keeps the prompt open with the message', async () => {
    const { user, chamadas, onClose } = setup(
      (onClose) => <RemoverMarcacaoDialog alvo={INCLUIDA} onClose={onClose} />,
      () => HttpResponse.json({ status: 500, error: 'Internal Server Error', message: '', path: '/x' }, { status: 500 }),
    )
    await user.click(screen.getByRole('button', { name: 'Sim' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Houve um erro inesperado! Tente mais tarde novamente.')
    expect(onClose).not.toHaveBeenCalled()
    expect(chamadas).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Nao' }))
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})
