import { createRoute } from '@tanstack/react-router'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { homeQueries } from '@/entities/home'
import { solicitacaoQueries } from '@/entities/solicitacao'
import { server } from '@/shared/lib/test'
import { abrirRotas, usarAppNoMock, type AppNoMock } from '@/shared/lib/test/app-no-mock'
import { HomePage } from './home-page'

/** The home page with the persona's session, against the real mock handlers. */
async function abrirHome(app: AppNoMock) {
  await abrirRotas(app, (root) => [createRoute({ getParentRoute: () => root, path: '/', component: HomePage })], '/')
  await waitFor(() => expect(app.queryClient.isFetching()).toBe(0))
  return within(screen.getByRole('main'))
}

const card = (title: string) => within(screen.getByRole('heading', { name: title }).closest('section')!)

describe('the home of HR, against the mock backend', () => {
  const app = usarAppNoMock('rh')

  it('[HOME-007][HOME-008] the seeded rows (more than one) draw the Divisao das Horas chart, not the no-data message', async () => {
    await abrirHome(app())
    const rows = await app().queryClient.fetchQuery(homeQueries.divisaoHoras())
    expect(rows.length).toBeGreaterThan(1)
    const divisao = card('Divisao das Horas')
    // The lazy chart module took the spinner's place.
    await waitFor(() => expect(divisao.queryByRole('status')).not.toBeInTheDocument())
    expect(divisao.queryByText('Nao existem dados para serem exibidos no grafico')).not.toBeInTheDocument()
  })

  it('[HOME-010][HOME-011][HOME-012][HOME-013] rh sees the pending requests, each linking to its approval', async () => {
    await abrirHome(app())
    const table = within(card('Solicitacoes Para Deferimento').getByRole('table'))
    expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Funcionário', 'Início', 'Fim', 'Tipo', 'Situação'])

    const pedido = app().requisicoes.find((r) => r.startsWith('GET /api/solicitacao?'))!
    const query = new URL(pedido.slice('GET '.length), 'http://x').searchParams
    expect(query.get('escopo')).toBe('PARA_DEFERIMENTO')
    expect(query.has('search')).toBe(true)
    const competencia = query.get('competencia')
    expect(competencia).toMatch(/^\d+$/)

    const pendentes = await app().queryClient.fetchQuery(solicitacaoQueries.paraDeferimento({ competencia: Number(competencia) }))
    expect(pendentes.items.length).toBeGreaterThan(0)
    expect(table.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(
      pendentes.items.map((pendente) => `/solicitacao/${pendente.id}/aprovacao`),
    )
  })

  it('[HOME-016][API-018] a home call failing without a message is shown in the danger banner', async () => {
    const erro = { timestamp: new Date().toISOString(), status: 500, error: 'Internal Server Error', message: '', path: '/api/home/cargos' }
    server.use(http.get('/api/home/cargos', () => HttpResponse.json(erro, { status: 500 })))
    const main = await abrirHome(app())
    expect(main.getByRole('alert')).toHaveTextContent('Houve um erro inesperado! Tente mais tarde novamente.')
    expect(main.getByRole('link', { name: /Funcionários/ })).toHaveTextContent(/\d/)
  })
})

describe('the home of a supervisor, against the mock backend', () => {
  const app = usarAppNoMock('supervisor')

  it('[HOME-010] supervisor, without the approval role, does not see the table', async () => {
    const main = await abrirHome(app())
    expect(main.getByRole('link', { name: /Funcionários/ })).toHaveAttribute('href', '/funcionario')
    expect(main.getByRole('heading', { name: 'Divisao das Horas' })).toBeVisible()
    expect(main.queryByText('Solicitacoes Para Deferimento')).not.toBeInTheDocument()
    expect(app().requisicoes.filter((r) => r.startsWith('GET /api/solicitacao'))).toEqual([])
  })
})
