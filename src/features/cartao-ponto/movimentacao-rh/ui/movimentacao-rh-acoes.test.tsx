import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { MovimentacaoRh } from '@/entities/cartao-ponto'
import type { Sessao } from '@/entities/sessao'
import { SESSOES } from '@/entities/cartao-ponto/model/testing/cartao-ponto.fixture'
import { renderWithSessao } from '@/entities/cartao-ponto/model/testing/render-with-sessao'
import { server } from '@/shared/lib/test'
import { ROLE_EXCLUIR_MOVIMENTACAO, ROLE_REPROCESSAR_MOVIMENTACAO } from '../model/movimentacao-rh'
import { MovimentacaoRhAcoes } from './movimentacao-rh-acoes'

const AFASTAMENTO: MovimentacaoRh = {
  id: 8, tipoMovimentacaoDescricao: 'Afastamento', movimentacao: 'Afastamento por doença', dataInicio: '2026-10-20',
  dataFim: '2026-11-10', observacao: null, descricaoAfastamento: null, dataRescisao: null,
}
const com = (...roles: string[]): Sessao => ({ ...SESSOES.rh, permissions: [...SESSOES.rh.permissions, ...roles] })

function servidor() {
  const chamadas: string[] = []
  const registrar = ({ request }: { request: Request }) => {
    chamadas.push(`${request.method} ${new URL(request.url).pathname}`)
    return new HttpResponse(null, { status: 204 })
  }
  server.use(
    http.delete('/api/movimentacaorh/:id', registrar),
    http.post('/api/movimentacaorh/:id/reprocessar', registrar),
    http.post('/api/registros/recalcular/:c/:f', registrar),
  )
  return chamadas
}

const renderAcoes = (sessao: Sessao) =>
  renderWithSessao(<MovimentacaoRhAcoes cartao={{ funcionarioId: 22, competenciaId: 13 }} movimentacao={AFASTAMENTO} />, sessao)

const REMOVER = 'Remover justificativas da movimentação Afastamento de 20/10/2026'
const REPROCESSAR = 'Reprocessar movimentação Afastamento de 20/10/2026'

describe('MovimentacaoRhAcoes', () => {
  it('[TC-142][TC-144] each action only with its permission', async () => {
    const { unmount } = await renderAcoes(SESSOES.rh)
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    unmount()
    const segundo = await renderAcoes(com(ROLE_EXCLUIR_MOVIMENTACAO))
    expect(screen.getByRole('button', { name: REMOVER })).toHaveTextContent('Remover')
    expect(screen.queryByRole('button', { name: REPROCESSAR })).not.toBeInTheDocument()
    segundo.unmount()
    await renderAcoes(com(ROLE_REPROCESSAR_MOVIMENTACAO))
    expect(screen.queryByRole('button', { name: REMOVER })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: REPROCESSAR })).toHaveTextContent('Reprocessar')
  })

  it('[TC-143][TC-146][TC-012] remove asks first; Nao makes no call; Sim removes then recalculates', async () => {
    const chamadas = servidor()
    const user = userEvent.setup()
    await renderAcoes(com(ROLE_EXCLUIR_MOVIMENTACAO, ROLE_REPROCESSAR_MOVIMENTACAO))
    await user.click(screen.getByRole('button', { name: REMOVER }))
    const prompt = await screen.findByRole('alertdialog', { name: 'Deseja realmente remover as Justificativas desta movimentacao?' })
    expect(within(prompt).getByRole('button', { name: 'Nao' })).toHaveFocus()
    await user.click(within(prompt).getByRole('button', { name: 'Nao' }))
    expect(chamadas).toEqual([])
    await user.click(screen.getByRole('button', { name: REMOVER }))
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sim' }))
    await expect.poll(() => chamadas).toEqual(['DELETE /api/movimentacaorh/8', 'POST /api/registros/recalcular/13/22'])
  })

  it('[TC-145] reprocess asks first and posts the reprocessing', async () => {
    const chamadas = servidor()
    const user = userEvent.setup()
    await renderAcoes(com(ROLE_REPROCESSAR_MOVIMENTACAO))
    await user.click(screen.getByRole('button', { name: REPROCESSAR }))
    const prompt = await screen.findByRole('alertdialog', { name: 'Deseja realmente reprocessar esta movimentacao?' })
    await user.click(within(prompt).getByRole('button', { name: 'Sim' }))
    await expect.poll(() => chamadas).toEqual(['POST /api/movimentacaorh/8/reprocessar'])
  })

  it('a failure shows its message inside the prompt', async () => {
    server.use(
      http.delete('/api/movimentacaorh/:id', () =>
        HttpResponse.json({ status: 409, error: 'Conflict', message: 'Registro bloqueado para edicao.', path: '/api/movimentacaorh/8' }, { status: 409 }),
      ),
    )
    const user = userEvent.setup()
    await renderAcoes(com(ROLE_EXCLUIR_MOVIMENTACAO))
    await user.click(screen.getByRole('button', { name: REMOVER }))
    const prompt = await screen.findByRole('alertdialog')
    await user.click(within(prompt).getByRole('button', { name: 'Sim' }))
    expect(await within(prompt).findByText(/Registro bloqueado para edicao\./)).toBeInTheDocument()
  })
})
