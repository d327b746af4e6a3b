import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import type { PreviewFechamento } from '@/entities/fiscal/fechamento'
import { renderWithProviders, server } from '@/shared/lib/test'
import { FecharCompetenciaForm } from './fechar-competencia-form'

const competencia = { id: 12, ano: 2026, mes: 10, inicio: '2026-10-01', fim: '2026-10-31', descricao: 'Outubro/2026', descricaoCurta: '10/2026', fechada: false, situacao: 'ABERTA' }
const PREVIEW: PreviewFechamento = {
  competencia, fechamento: null, encerrada: true, funcionarios: 60, cartoesInconsistentes: 1, diasInconsistentes: 1, horasTrabalhadas: '9000:00',
  horasExtras: '10:00', faltas: '08:00', atrasos: '01:00', adicionalNoturno: '00:00',
}
const MSG = 'Existe 1 cartão ponto com inconsistências. Corrija-o ou marque "Ignorar inconsistências".'

describe('FecharCompetenciaForm', () => {
  it('[BATCH-018] a refusal for inconsistent cards lands beside the flag; with the flag on the competence closes', async () => {
    const corpos: unknown[] = []
    server.use(
      http.post('/api/fechamentos', async ({ request }) => {
        const body = (await request.json()) as { ignorarInconsistencias: boolean }
        corpos.push(body)
        if (!body.ignorarInconsistencias) {
          return HttpResponse.json({ errors: [{ entity: 'Fechamento', property: 'ignorarInconsistencias', message: MSG, invalidValue: false }] }, { status: 400 })
        }
        return HttpResponse.json({
          id: 13, competencia: { ...competencia, fechada: true, situacao: 'FECHADA' }, dataFechamento: '2026-11-16T10:00:00',
          ignorarInconsistencias: true, funcionarios: 60, horasExtras: '10:00', faltas: '08:00', usuario: 'Rita',
        }, { status: 201 })
      }),
    )
    const onFechado = vi.fn()
    const user = userEvent.setup()
    renderWithProviders(<FecharCompetenciaForm preview={PREVIEW} onFechado={onFechado} />)
    expect(screen.getByText('1 cartão ponto com inconsistências: marque para fechar mesmo assim.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Fechar competência' }))
    expect(await screen.findByText('Deseja realmente fechar a competência 10/2026?')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Sim' }))
    expect(await screen.findByText(MSG)).toBeInTheDocument()
    const flag = screen.getByRole('checkbox', { name: 'Ignorar inconsistências' })
    expect(flag).toHaveAttribute('aria-invalid', 'true')
    expect(onFechado).not.toHaveBeenCalled()

    await user.click(flag)
    await user.click(screen.getByRole('button', { name: 'Fechar competência' }))
    await user.click(await screen.findByRole('button', { name: 'Sim' }))
    await vi.waitFor(() => expect(onFechado).toHaveBeenCalledWith(expect.objectContaining({ id: 13 })))
    expect(corpos).toEqual([{ competenciaId: 12, ignorarInconsistencias: false }, { competenciaId: 12, ignorarInconsistencias: true }])
  })

  it('before the month has ended, Fechar competência is disabled with the reason', () => {
    const novembro = { ...competencia, id: 13, mes: 11, inicio: '2026-11-01', fim: '2026-11-30', descricao: 'Novembro/2026', descricaoCurta: '11/2026' }
    renderWithProviders(<FecharCompetenciaForm preview={{ ...PREVIEW, competencia: novembro, encerrada: false }} onFechado={vi.fn()} />)
    const botao = screen.getByRole('button', { name: 'Fechar competência' })
    expect(botao).toBeDisabled()
    expect(botao).toHaveAccessibleDescription('A competência 11/2026 termina em 30/11/2026: poderá ser fechada a partir de 01/12/2026.')
  })
})
