import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import type { Script } from '@/entities/cadastro/script'
import { renderWithProviders, server } from '@/shared/lib/test'
import { ExecutarScriptPanel } from './executar-script-panel'

const SCRIPT: Script = {
  id: 1, nome: 'Recalcular competência aberta', descricao: '', operacao: 'RECALCULAR_COMPETENCIA', corpo: 'CALL x();',
  ultimaExecucao: null, ultimoResultado: null, ultimaSituacao: null, executadoPor: null,
}

describe('ExecutarScriptPanel', () => {
  it('asks before running; answering Nao runs nothing, Sim runs it once and shows the result', async () => {
    let chamadas = 0
    server.use(
      http.post('/api/scripts/1/executar', () => {
        chamadas++
        return HttpResponse.json({
          ...SCRIPT, ultimaExecucao: '2026-11-16T10:30:00', ultimaSituacao: 'ERRO', ultimoResultado: 'Nenhuma competência aberta para recalcular.',
          executadoPor: 'Ana Admin',
        })
      }),
    )
    const user = userEvent.setup()
    renderWithProviders(<ExecutarScriptPanel script={SCRIPT} />)
    expect(screen.getByText('Nunca executado.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Executar' }))
    expect(await screen.findByRole('button', { name: 'Nao' })).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Nao' }))
    expect(chamadas).toBe(0)
    await user.click(screen.getByRole('button', { name: 'Executar' }))
    await user.click(await screen.findByRole('button', { name: 'Sim' }))
    expect(await screen.findByRole('status')).toHaveTextContent('16/11/2026 10:30 por Ana Admin: Erro — Nenhuma competência aberta para recalcular.')
    expect(chamadas).toBe(1)
  })
})
