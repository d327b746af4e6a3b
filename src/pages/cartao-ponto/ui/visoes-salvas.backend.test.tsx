import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { visoesSalvasQueries } from '@/features/visoes-salvas'
import { renderRotas, usarAppNoMock } from '@/shared/lib/test/app-no-mock'
import { rotaCartao } from '../model/testing/rota-cartao'

/** Saved views on the time card, through the real 'Visões' menu and the real mock handlers, as the manager. */
const app = usarAppNoMock('responsavel')

const abrirMenu = async () => {
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Visões' }, { timeout: 15_000 }))
  return screen.findByRole('menu')
}
const chips = () => screen.queryByRole('list', { name: 'Filtros ativos' })
const nomesNoBackend = async () => (await app().queryClient.fetchQuery(visoesSalvasQueries.daTela('cartao-ponto'))).map((v) => v.nome)

describe('saved views on the time card, against the mock backend', { timeout: 60_000 }, () => {
  it("opens 'Minha equipe': the department filter goes into the URL and its chip shows", async () => {
    const router = renderRotas(app(), (root) => [rotaCartao(root)], '/manutencao/13/0')
    const menu = await abrirMenu()
    await userEvent.setup().click(within(menu).getByRole('menuitem', { name: 'Minha equipe' }))
    await waitFor(() => expect(router.state.location.search).toMatchObject({ departamento: 1 }))
    expect(router.state.location.pathname).toBe('/manutencao/13/0')
    await waitFor(() => expect(chips()).toHaveTextContent('Departamento:Secretaria Municipal de Administração'))
  })

  it('saves the current filter by name, lists it, and reopens it from another filter', async () => {
    const router = renderRotas(app(), (root) => [rotaCartao(root)], '/manutencao/13/0?cargo=4&ativo=false&page=2')
    const user = userEvent.setup()
    await user.click(within(await abrirMenu()).getByRole('menuitem', { name: 'Salvar visão atual…' }))
    const dialogo = await screen.findByRole('dialog', { name: 'Salvar visão' })
    await user.type(within(dialogo).getByRole('textbox', { name: /Nome/ }), 'Enfermeiros demitidos')
    await user.click(within(dialogo).getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const salva = (await app().queryClient.fetchQuery(visoesSalvasQueries.daTela('cartao-ponto'))).find((v) => v.nome === 'Enfermeiros demitidos')
    // The page shown is not part of the view (this test route does not strip the defaults, as the app's does).
    expect(salva?.parametros).toMatchObject({ cargo: '4', ativo: 'false' })
    expect(salva?.parametros).not.toHaveProperty('page')

    await router.navigate({ href: '/manutencao/13/0?departamento=2' })
    await user.click(within(await abrirMenu()).getByRole('menuitem', { name: 'Enfermeiros demitidos' }))
    await waitFor(() => expect(router.state.location.search).toMatchObject({ cargo: 4, ativo: false }))
    expect(router.state.location.search).not.toHaveProperty('departamento')
    await waitFor(() => expect(chips()).toHaveTextContent('Situação:Demitidos'))
    expect(chips()).not.toHaveTextContent('Departamento')
  })

  it('refuses a name already used on the screen, in the name field', async () => {
    renderRotas(app(), (root) => [rotaCartao(root)], '/manutencao/13/0')
    const user = userEvent.setup()
    await user.click(within(await abrirMenu()).getByRole('menuitem', { name: 'Salvar visão atual…' }))
    const dialogo = await screen.findByRole('dialog', { name: 'Salvar visão' })
    await user.type(within(dialogo).getByRole('textbox', { name: /Nome/ }), 'Minha equipe')
    await user.click(within(dialogo).getByRole('button', { name: 'Salvar' }))
    expect(await within(dialogo).findByText('já existe uma visão com este nome')).toBeVisible()
  })

  it('deletes a view: the backend no longer has it and the menu no longer lists it', async () => {
    renderRotas(app(), (root) => [rotaCartao(root)], '/manutencao/13/0')
    expect(await nomesNoBackend()).toContain('Minha equipe')
    await userEvent.setup().click(within(await abrirMenu()).getByRole('menuitem', { name: 'Excluir Minha equipe' }))
    await waitFor(async () => expect(await nomesNoBackend()).not.toContain('Minha equipe'))
    const menu = await abrirMenu()
    expect(within(menu).getByRole('menuitem', { name: 'Secretaria Municipal de Saúde' })).toBeVisible()
    expect(within(menu).queryByRole('menuitem', { name: 'Minha equipe' })).not.toBeInTheDocument()
  })
})
