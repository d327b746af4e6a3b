import { act, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { dbFor } from '@mock/http/isolation'
import { registrarAcaoLote } from '@mock/timecard/edicao/lote'
import { gravarRequisicoes } from '@/shared/lib/test'
import { abrirRotas, rotaComBusca, usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { ACOES_LOTE_SEARCH_DEFAULTS, acoesLoteSearchSchema } from '../model/search'
import { AcoesLotePage } from './acoes-lote-page'

/**
 * The batch action list keeps its page in the URL: the real page, routed as /acoes-lote with the route's search
 * validation, against the real mock handlers as the HR persona, "today" pinned to 2026-11-16. The test's database
 * gets 25 more actions (nº 1001..1025, the newest), so the list has more than one page of 20.
 */

const app = usarAppNoMock('rh')

beforeEach(() => {
  const db = dbFor(app().backend.dbKey)
  for (let i = 0; i < 25; i++) {
    registrarAcaoLote(db, { tipo: 'JUSTIFICAR', usuario: 'rh', dataInicial: '2026-11-03', dataFinal: '2026-11-03', parametros: [], funcionarioIds: [1] })
  }
})

/** The list route of src/app/routes/_app/acoes-lote/index.tsx, with its search validation. */
const abrir = (url: string) =>
  abrirRotas(
    app(),
    (root) => [
      rotaComBusca(root, '/acoes-lote', acoesLoteSearchSchema, ACOES_LOTE_SEARCH_DEFAULTS, (search) => <AcoesLotePage search={search} />),
    ],
    url,
  )

const main = () => within(screen.getByRole('main'))
const paginacao = () => within(main().getByRole('navigation', { name: 'Páginas de ações em lote' }))
/** The numbers of the actions listed. */
async function numeros(): Promise<number[]> {
  const tabela = await main().findByRole('table', { name: 'Ações em lote realizadas' })
  return within(tabela)
    .getAllByRole('row')
    .slice(1)
    .map((tr) => Number(within(tr).getAllByRole('cell')[0]?.textContent))
}

describe('the batch action list with its page in the URL', { timeout: 60_000 }, () => {
  it('[AUTH-055] a link to the second page opens it', async () => {
    const vistas = gravarRequisicoes()
    await abrir('/acoes-lote?page=1')
    await waitFor(async () => expect((await numeros()).slice(0, 5)).toEqual([1005, 1004, 1003, 1002, 1001]))
    expect(paginacao().getByText(/^Página 2 de \d+$/)).toBeVisible()
    expect(paginacao().getByRole('button', { name: 'Anterior' })).toBeEnabled()
    expect(vistas.filter((v) => v.startsWith('GET /api/acoes-lote?'))).toEqual(['GET /api/acoes-lote?page=1&size=20&sort=dataHora%2Cdesc'])
  })

  it('[AUTH-055] changing the page writes it to the URL (the first page is left out); Back returns to the page before', async () => {
    const { router, user, href } = await abrir('/acoes-lote')
    await waitFor(async () => expect((await numeros()).slice(0, 2)).toEqual([1025, 1024]))
    expect(await numeros()).toHaveLength(20)
    const vistas = gravarRequisicoes()

    await user.click(paginacao().getByRole('button', { name: 'Próxima' }))
    expect(href()).toBe('/acoes-lote?page=1')
    await waitFor(async () => expect((await numeros())[0]).toBe(1005))
    expect(paginacao().getByText(/^Página 2 de \d+$/)).toBeVisible()
    // One request for the new page.
    expect(vistas.filter((v) => v.startsWith('GET /api/acoes-lote?'))).toEqual(['GET /api/acoes-lote?page=1&size=20&sort=dataHora%2Cdesc'])

    act(() => router.history.back())
    await waitFor(() => expect(href()).toBe('/acoes-lote'))
    await waitFor(async () => expect((await numeros())[0]).toBe(1025))
    expect(paginacao().getByText(/^Página 1 de \d+$/)).toBeVisible()

    act(() => router.history.forward())
    await waitFor(async () => expect((await numeros())[0]).toBe(1005))
    await user.click(paginacao().getByRole('button', { name: 'Anterior' }))
    await waitFor(() => expect(href()).toBe('/acoes-lote'))
    expect(router.history.length).toBe(3)
  })
})
