import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { escopoDe } from '@/entities/solicitacao'
import { gravarRequisicoes } from '@/shared/lib/test'
import { abrirRotas, rotaComBusca, usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { SOLICITACOES_SEARCH_DEFAULTS, solicitacoesSearchSchema } from '../model/search'
import { SolicitacoesPage } from './solicitacoes-page'

/**
 * The request list keeps its filters in the URL: the real page, routed as /solicitacao and
 * /solicitacao/escopo/{escopo} with the routes' search validation, against the real mock handlers as the HR persona,
 * "today" pinned to 2026-11-16. The seed has 13 requests; two were rejected (INDEFERIDA), one of them Fernanda's.
 */

const app = usarAppNoMock('rh')

/** The two list routes of src/app/routes/_app/solicitacao, with their search validation. */
const abrir = (url: string) =>
  abrirRotas(
    app(),
    (root) => [
      rotaComBusca(root, '/solicitacao', solicitacoesSearchSchema, SOLICITACOES_SEARCH_DEFAULTS, (search) => (
        <SolicitacoesPage escopo="ME" search={search} />
      )),
      rotaComBusca(root, '/solicitacao/escopo/$escopo', solicitacoesSearchSchema, SOLICITACOES_SEARCH_DEFAULTS, (search, { escopo }) => (
        <SolicitacoesPage escopo={escopoDe(escopo)} search={search} />
      )),
    ],
    url,
  )

const main = () => within(screen.getByRole('main'))
const filtros = () => within(main().getByRole('search', { name: 'Filtrar solicitações' }))
/** The table's rows (header excluded), as `Nº | Funcionário | Início | Fim | Tipo | Situação`. */
async function linhas(): Promise<string[][]> {
  const tabela = await main().findByRole('table', { name: 'Solicitações' })
  return within(tabela)
    .getAllByRole('row')
    .slice(1)
    .map((tr) => within(tr).getAllByRole('cell').slice(0, 6).map((td) => td.textContent ?? ''))
}
const listas = (vistas: string[]) => vistas.filter((v) => v.startsWith('GET /api/solicitacao?'))

describe('the request list with its filters in the URL', { timeout: 60_000 }, () => {
  it('[REQ-002][REQ-004][REQ-015] a link with filters opens the list filtered, the fields holding them', async () => {
    const vistas = gravarRequisicoes()
    await abrir('/solicitacao/escopo/TODOS?search=fernanda&status=INDEFERIDA&inicio=2026-08-01&fim=2026-10-31')

    await waitFor(async () => expect(await linhas()).toEqual([[expect.any(String), 'Fernanda Funcionária', expect.any(String), expect.any(String), 'Compensar banco de horas', 'Indeferida']]))
    expect(filtros().getByLabelText('Pesquisar')).toHaveValue('fernanda')
    expect(filtros().getByText('Indeferida')).toBeVisible()
    expect(filtros().getByLabelText('Data inicial')).toHaveValue('01/08/2026')
    expect(filtros().getByLabelText('Data final')).toHaveValue('31/10/2026')
    expect(main().getByRole('link', { name: 'Todas' })).toHaveAttribute('aria-current', 'page')
    // The first load goes at once, with the URL's filters: one call.
    expect(listas(vistas)).toEqual([
      'GET /api/solicitacao?page=0&size=20&search=fernanda&escopo=TODOS&status=INDEFERIDA&inicio=2026-08-01&fim=2026-10-31',
    ])
  })

  it('[REQ-002][REQ-005] changing the filters writes them to the URL; Back and Forward move between the filter states', async () => {
    const { router, user, href } = await abrir('/solicitacao/escopo/TODOS?status=INDEFERIDA')
    await waitFor(async () => expect((await linhas()).map((l) => l[5])).toEqual(['Indeferida', 'Indeferida']))
    const vistas = gravarRequisicoes()

    // Typing: the first key pushes an entry, the next ones replace it; the list is asked once, for the whole text.
    await user.type(filtros().getByLabelText('Pesquisar'), 'fernanda')
    expect(href()).toBe('/solicitacao/escopo/TODOS?status=INDEFERIDA&search=fernanda')
    expect(router.history.length).toBe(2)
    await waitFor(async () => expect((await linhas()).map((l) => l[1])).toEqual(['Fernanda Funcionária']))
    expect(listas(vistas)).toEqual(['GET /api/solicitacao?page=0&size=20&search=fernanda&escopo=TODOS&status=INDEFERIDA'])

    // A status is an explicit choice: it pushes.
    await user.click(filtros().getByLabelText('Situação'))
    await user.click(await screen.findByRole('option', { name: 'Deferida' }))
    expect(href()).toBe('/solicitacao/escopo/TODOS?status=DEFERIDA&search=fernanda')
    expect(router.history.length).toBe(3)
    await waitFor(async () => expect((await linhas()).map((l) => l.slice(1, 6))).toEqual([['Fernanda Funcionária', expect.any(String), expect.any(String), 'Abono por atestado médico', 'Deferida']]))

    // Back: the typed text with the former status; Back again: the text is gone from the field too.
    act(() => router.history.back())
    await waitFor(() => expect(href()).toBe('/solicitacao/escopo/TODOS?status=INDEFERIDA&search=fernanda'))
    await waitFor(() => expect(filtros().getByText('Indeferida')).toBeVisible())
    await waitFor(async () => expect((await linhas()).map((l) => l[5])).toEqual(['Indeferida']))
    act(() => router.history.back())
    await waitFor(() => expect(href()).toBe('/solicitacao/escopo/TODOS?status=INDEFERIDA'))
    await waitFor(() => expect(filtros().getByLabelText('Pesquisar')).toHaveValue(''))
    await waitFor(async () => expect(await linhas()).toHaveLength(2))
    act(() => router.history.forward())
    await waitFor(() => expect(filtros().getByLabelText('Pesquisar')).toHaveValue('fernanda'))

    // A date typed (dd/mm/aaaa) goes to the URL (ISO); clearing every filter leaves a clean URL (defaults are not written).
    await user.type(filtros().getByLabelText('Data inicial'), '01112026')
    expect(href()).toBe('/solicitacao/escopo/TODOS?status=INDEFERIDA&search=fernanda&inicio=2026-11-01')
    await waitFor(() => expect(main().getByText('Nenhuma solicitação encontrada.')).toBeVisible())
    await user.clear(filtros().getByLabelText('Data inicial'))
    await user.clear(filtros().getByLabelText('Pesquisar'))
    await user.click(filtros().getByRole('button', { name: /Limpar/ }))
    await waitFor(() => expect(href()).toBe('/solicitacao/escopo/TODOS'))
    await waitFor(async () => expect(await linhas()).toHaveLength(13))
  })

  it('[REQ-015] the scope tabs keep the filters', async () => {
    const { user, href } = await abrir('/solicitacao/escopo/TODOS?status=PENDENTE&search=a&page=0')
    // The default page is left out of the URL.
    await waitFor(() => expect(href()).toBe('/solicitacao/escopo/TODOS?status=PENDENTE&search=a'))
    await user.click(main().getByRole('link', { name: 'Minhas solicitações' }))
    await waitFor(() => expect(href()).toBe('/solicitacao?status=PENDENTE&search=a'))
    expect(filtros().getByLabelText('Pesquisar')).toHaveValue('a')
    expect(filtros().getByText('Pendente')).toBeVisible()
  })

  it('invalid values in the URL fall back to no filter', async () => {
    await abrir('/solicitacao/escopo/TODOS?status=QUALQUER&inicio=2026-02-30&page=-2')
    await waitFor(async () => expect(await linhas()).toHaveLength(13))
    expect(filtros().getByLabelText('Data inicial')).toHaveValue('')
    expect(main().getByText(/^Página 1 de 1/)).toBeVisible()
  })

  it("saves the list's filters as a view and reopens it from another filter ('Visões')", async () => {
    const { user, router, href } = await abrir('/solicitacao/escopo/TODOS?status=INDEFERIDA&search=fernanda')
    await waitFor(async () => expect(await linhas()).toHaveLength(1))
    await user.click(main().getByRole('button', { name: 'Visões' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Salvar visão atual…' }))
    const dialogo = await screen.findByRole('dialog', { name: 'Salvar visão' })
    await user.type(within(dialogo).getByRole('textbox', { name: /Nome/ }), 'Indeferidas da Fernanda')
    await user.click(within(dialogo).getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await act(() => router.navigate({ href: '/solicitacao/escopo/TODOS' }))
    await waitFor(async () => expect(await linhas()).toHaveLength(13))
    await user.click(main().getByRole('button', { name: 'Visões' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Indeferidas da Fernanda' }))
    await waitFor(() => expect(href()).toBe('/solicitacao/escopo/TODOS?status=INDEFERIDA&search=fernanda'))
    await waitFor(async () => expect(await linhas()).toEqual([[expect.any(String), 'Fernanda Funcionária', expect.any(String), expect.any(String), 'Compensar banco de horas', 'Indeferida']]))
  })
})
