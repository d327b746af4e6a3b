import { createRoute } from '@tanstack/react-router'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { call } from '@mock/handlers/lib/test-client'
import { renderRotas, usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { FechamentosPage } from './fechamentos-page'

/** /fechamento against the real mock handlers as HR: who closed each competence (issue 15 §1). */
const app = usarAppNoMock('rh')

describe('the closings list, against the mock backend', { timeout: 60_000 }, () => {
  it('names who closed each competence', async () => {
    // 10/2026 (12) reopened and closed again by the administrator; 09/2026 (11) keeps its seeded closing, by HR.
    const { dbKey } = app().backend
    const lista = (await (await call('/api/fechamentos?size=50', { as: 'rh', dbKey })).json()) as {
      content: { competencia: { id: number }; fechamento: { id: number } | null }[]
    }
    const outubro = lista.content.find((l) => l.competencia.id === 12)?.fechamento
    expect((await call(`/api/fechamentos/${outubro!.id}`, { method: 'DELETE', as: 'admin', dbKey })).status).toBe(204)
    const fechou = await call('/api/fechamentos', {
      method: 'POST',
      as: 'admin',
      dbKey,
      body: { competenciaId: 12, ignorarInconsistencias: true },
    })
    expect(fechou.status).toBe(201)
    renderRotas(
      app(),
      (root) => [createRoute({ getParentRoute: () => root, path: 'fechamento', component: FechamentosPage })],
      '/fechamento',
    )
    const tabela = await screen.findByRole('table', { name: 'Períodos de fechamento' }, { timeout: 15_000 })
    const cabecalhos = within(tabela)
      .getAllByRole('columnheader')
      .map((th) => th.textContent)
    const coluna = cabecalhos.indexOf('Fechado por')
    expect(coluna).toBeGreaterThan(0)
    const fechadoPor = (competenciaId: number) =>
      within(screen.getByTestId(`fechamento-competencia-${competenciaId}`)).getAllByRole('cell')[coluna]
    expect(fechadoPor(12)).toHaveTextContent(/^Ana Administradora$/)
    expect(fechadoPor(11)).toHaveTextContent(/^Rita Recursos Humanos$/)
    expect(fechadoPor(13)).toHaveTextContent(/^$/)
  })
})
