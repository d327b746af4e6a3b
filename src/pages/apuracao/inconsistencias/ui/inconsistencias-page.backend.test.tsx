import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { gravarRequisicoes } from '@/shared/lib/test'
import { abrirRotas, rotaComBusca, usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { INCONSISTENCIAS_SEARCH_DEFAULTS, inconsistenciasSearchSchema } from '../model/search'
import { InconsistenciasPage } from './inconsistencias-page'

/**
 * The inconsistency list keeps its filters in the URL: the real page, routed as /registro-inconsistente with the
 * route's search validation, against the real mock handlers as the HR persona, "today" pinned to 2026-11-16
 * (competence 13 = 11/2026 is open). Fernanda (1) has two inconsistent days: 10/11 (no 17:00 exit) and 13/11 (no
 * entry).
 */

const app = usarAppNoMock('rh')

/** The route of src/app/routes/_app/registro-inconsistente.tsx, with its search validation. */
const abrir = (url: string) =>
  abrirRotas(
    app(),
    (root) => [
      rotaComBusca(root, '/registro-inconsistente', inconsistenciasSearchSchema, INCONSISTENCIAS_SEARCH_DEFAULTS, (search) => (
        <InconsistenciasPage search={search} />
      )),
    ],
    url,
  )

const main = () => within(screen.getByRole('main'))
const filtros = () => within(main().getByRole('search', { name: 'Filtrar inconsistências' }))
/** The ids of the days listed ('{funcionarioId}-{yyyy-MM-dd}'). */
async function dias(): Promise<string[]> {
  const tabela = await main().findByRole('table', { name: 'Inconsistências' })
  return within(tabela)
    .getAllByRole('row')
    .slice(1)
    .map((tr) => tr.dataset.testid?.replace('inconsistencia-', '') ?? '')
}
const listas = (vistas: string[]) => vistas.filter((v) => v.startsWith('GET /api/inconsistencias?') || v === 'GET /api/inconsistencias')
/** The picker's chosen option, as it shows it. */
const funcionarioEscolhido = () => filtros().getByRole('combobox', { name: 'Funcionário' }).closest('div[class*="control"]')

describe('the inconsistency list with its filters in the URL', { timeout: 60_000 }, () => {
  it('[AUTH-052] a link with filters opens the list filtered, the fields holding them', async () => {
    const vistas = gravarRequisicoes()
    await abrir('/registro-inconsistente?funcionario=1&competencia=13&inicio=2026-11-11')

    await waitFor(async () => expect(await dias()).toEqual(['1-2026-11-13']))
    expect(main().getByRole('status')).toHaveTextContent('1 dia inconsistente')
    // The employee of the link is named from its register; the competence from the open ones.
    await waitFor(() => expect(funcionarioEscolhido()).toHaveTextContent('Fernanda Funcionária'))
    await waitFor(() => expect(filtros().getByText('11/2026', { exact: false })).toBeVisible())
    expect(filtros().getByLabelText('Data inicial')).toHaveValue('11/11/2026')
    expect(filtros().getByLabelText('Data final')).toHaveValue('')
    expect(listas(vistas)).toEqual(['GET /api/inconsistencias?funcionarioId=1&competenciaId=13&inicio=2026-11-11'])
    expect(vistas).toContain('GET /api/funcionarios/1')
  })

  it('[AUTH-052] changing a filter writes it to the URL and asks the list once; Back and Forward move between the filter states', async () => {
    const { router, user, href } = await abrir('/registro-inconsistente')
    await waitFor(async () => expect(await dias()).toEqual(expect.arrayContaining(['1-2026-11-10', '1-2026-11-13'])))
    expect((await dias()).length).toBeGreaterThan(2)
    const vistas = gravarRequisicoes()

    // Choosing the employee pushes an entry; the option just chosen is not looked up again.
    await user.type(filtros().getByRole('combobox', { name: 'Funcionário' }), 'Fernanda')
    await user.click(await screen.findByRole('option', { name: /Fernanda Funcionária/ }))
    expect(href()).toBe('/registro-inconsistente?funcionario=1')
    await waitFor(async () => expect(await dias()).toEqual(['1-2026-11-10', '1-2026-11-13']))
    expect(listas(vistas)).toEqual(['GET /api/inconsistencias?funcionarioId=1'])
    expect(vistas).not.toContain('GET /api/funcionarios/1')

    // A date typed (dd/mm/aaaa) goes to the URL as ISO (replacing the entry its first change pushed).
    await user.type(filtros().getByLabelText('Data final'), '12112026')
    expect(href()).toBe('/registro-inconsistente?funcionario=1&fim=2026-11-12')
    expect(router.history.length).toBe(3)
    await waitFor(async () => expect(await dias()).toEqual(['1-2026-11-10']))
    expect(listas(vistas)).toEqual(['GET /api/inconsistencias?funcionarioId=1', 'GET /api/inconsistencias?funcionarioId=1&fim=2026-11-12'])

    act(() => router.history.back())
    await waitFor(() => expect(href()).toBe('/registro-inconsistente?funcionario=1'))
    await waitFor(() => expect(filtros().getByLabelText('Data final')).toHaveValue(''))
    await waitFor(async () => expect(await dias()).toEqual(['1-2026-11-10', '1-2026-11-13']))
    act(() => router.history.back())
    await waitFor(() => expect(href()).toBe('/registro-inconsistente'))
    await waitFor(() => expect(funcionarioEscolhido()).not.toHaveTextContent('Fernanda Funcionária'))
    await waitFor(async () => expect((await dias()).length).toBeGreaterThan(2))
    act(() => router.history.forward())
    await waitFor(() => expect(funcionarioEscolhido()).toHaveTextContent('Fernanda Funcionária'))
    await waitFor(async () => expect(await dias()).toEqual(['1-2026-11-10', '1-2026-11-13']))
  })

  it("saves the list's filters as a view and reopens it from another filter ('Visões')", async () => {
    const { user, router, href } = await abrir('/registro-inconsistente?funcionario=1&inicio=2026-11-11')
    await waitFor(async () => expect(await dias()).toEqual(['1-2026-11-13']))
    await user.click(main().getByRole('button', { name: 'Visões' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Salvar visão atual…' }))
    const dialogo = await screen.findByRole('dialog', { name: 'Salvar visão' })
    await user.type(within(dialogo).getByRole('textbox', { name: /Nome/ }), 'Fernanda desde o dia 11')
    await user.click(within(dialogo).getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await act(() => router.navigate({ href: '/registro-inconsistente' }))
    await waitFor(async () => expect((await dias()).length).toBeGreaterThan(2))
    await user.click(main().getByRole('button', { name: 'Visões' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Fernanda desde o dia 11' }))
    await waitFor(() => expect(href()).toBe('/registro-inconsistente?funcionario=1&inicio=2026-11-11'))
    await waitFor(async () => expect(await dias()).toEqual(['1-2026-11-13']))
  })
})
