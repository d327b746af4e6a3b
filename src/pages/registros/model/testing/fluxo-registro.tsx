import { screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { expect } from 'vitest'
import { AVISO_ALTERADO, AVISO_EXCLUIDO, AVISO_INCLUIDO } from '../../ui/registro-form-page'
import { CASOS_APP, type CasoRegistro } from './casos-registro'
import { abrir, main, preencher, pesquisar, renderRegistro, tabela, usarRegistroNoMock } from './montar-registro'

/** Saves the form, once it is on screen (a route with a loader shows it after its URL). */
async function salvar(user: UserEvent) {
  await user.click(await main().findByRole('button', { name: 'Salvar' }))
}

async function pesquisarSemeado(user: UserEvent, caso: CasoRegistro) {
  await main().findByRole('heading', { name: caso.titulo })
  await within(await main().findByRole('table', { name: caso.titulo })).findAllByRole('button')
  const todas = within(tabela(caso.titulo)).getAllByRole('row').length
  await pesquisar(user, caso.semeado.busca)
  await within(tabela(caso.titulo)).findByRole('button', { name: caso.semeado.nome })
  // The search narrowed the list (and did not fail behind the rows shown before).
  await waitFor(() => expect(within(tabela(caso.titulo)).getAllByRole('row').length).toBeLessThan(Math.max(todas, 3)))
  expect(main().queryByRole('alert')).not.toBeInTheDocument()
}

/** Where 'Novo' and a save lead: path and query. */
const caminhos = (caso: CasoRegistro) => caso.caminhos ?? { novo: `/${caso.segmento}/new`, lista: `/${caso.segmento}` }

/** Playwright's match of an accessible name: contains the text, whatever the case. */
const contem = (texto: string) => (nome: string) => nome.toLowerCase().includes(texto.toLowerCase())

async function incluir(user: UserEvent, caso: CasoRegistro, href: () => string) {
  await user.click(main().getByRole('button', { name: 'Novo' }))
  await waitFor(() => expect(href()).toBe(caminhos(caso).novo))
  await salvar(user)
  expect(await main().findByText(caso.obrigatorio.mensagem)).toBeVisible()
  expect(main().getByLabelText(caso.obrigatorio.campo)).toHaveFocus()
  for (const [campo, valor] of Object.entries(caso.novo)) await preencher(user, main().getByLabelText(campo), valor)
  for (const [campo, opcao] of Object.entries(caso.escolhas ?? {})) {
    await user.type(main().getByRole('combobox', { name: campo }), opcao)
    await user.click(await screen.findByRole('option', { name: contem(opcao) }))
  }
  await salvar(user)
  await waitFor(() => expect(href()).toBe(caminhos(caso).lista))
  expect(await screen.findByText(AVISO_INCLUIDO)).toBeVisible()
}

async function alterar(user: UserEvent, caso: CasoRegistro, href: () => string) {
  await pesquisar(user, caso.nome)
  await abrir(user, caso.titulo, caso.nome)
  await preencher(user, await main().findByLabelText(caso.alteracao.campo), caso.alteracao.valor)
  await salvar(user)
  await waitFor(() => expect(href()).toBe(caminhos(caso).lista))
  expect(await screen.findByText(AVISO_ALTERADO)).toBeVisible()
}

async function excluir(user: UserEvent, caso: CasoRegistro, href: () => string) {
  const { nome } = caso.alteracao
  await pesquisar(user, nome)
  await abrir(user, caso.titulo, nome)
  await user.click(await main().findByRole('button', { name: 'Excluir' }))
  const confirmacao = within(await screen.findByRole('alertdialog', { name: caso.excluir(nome) }))
  expect(confirmacao.getByRole('button', { name: 'Nao' })).toHaveFocus()
  await user.click(confirmacao.getByRole('button', { name: 'Sim' }))
  await waitFor(() => expect(href()).toBe(caminhos(caso).lista))
  expect(await screen.findByText(AVISO_EXCLUIDO)).toBeVisible()
  await pesquisar(user, nome)
  expect(await main().findByText(`Nenhum registro encontrado para "${nome}".`)).toBeVisible()
}

/**
 * The generic register flow (REG-072..075) of `e2e/fixtures/registro-generico.ts` at app level: the real pages, routed
 * as in `src/app/routes/_app/$registro`, against the real mock handlers, each test on a fresh database. Returns the
 * test body for a register of `CASOS_APP`, by its route segment; each test file writes its titles (the IDs they cite).
 */
export function usarFluxoRegistro(): (segmento: string) => () => Promise<void> {
  const mock = usarRegistroNoMock('admin')
  return (segmento) => async () => {
    const caso = CASOS_APP.find((c) => c.segmento === segmento)
    if (!caso) throw new Error(`Sem caso para /${segmento}`)
    const user = userEvent.setup({ delay: null })
    const { href } = await renderRegistro(`/${caso.segmento}`, mock().queryClient, mock().sessao)
    await pesquisarSemeado(user, caso)
    await incluir(user, caso, href)
    await alterar(user, caso, href)
    await excluir(user, caso, href)
  }
}
