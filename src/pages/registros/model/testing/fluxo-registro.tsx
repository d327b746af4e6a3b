import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/shared/api'
import { connectMockBackend, type MockBackend } from '@/shared/lib/test/mock-backend'
import { carregarRegistro } from '../catalogo'
import type { Registro } from '../registro'
import { RegistroFormPage } from '../../ui/registro-form-page'
import { RegistroListaPage } from '../../ui/registro-lista-page'
import type { CasoRegistro } from './casos-registro'

async function registroDe(segmento: string): Promise<Registro> {
  const registro = await carregarRegistro(segmento)
  if (!registro) throw new Error(`Sem registro para /${segmento}`)
  return registro
}

/** `/$segmento`, `/$segmento/new` and `/$segmento/$id` rendering the real pages, as the app's routes do. */
function createRegistroRouter(caminho: string) {
  const root = createRootRoute({
    component: () => (
      <main>
        <Outlet />
      </main>
    ),
  })
  const segmento = createRoute({
    getParentRoute: () => root,
    path: '$segmento',
    loader: async ({ params }) => ({ registro: await registroDe(params.segmento), caminho: `/${params.segmento}` }),
  })
  function Lista(): ReactNode {
    return <RegistroListaPage {...segmento.useLoaderData()} />
  }
  function Novo(): ReactNode {
    return <RegistroFormPage {...segmento.useLoaderData()} id={null} />
  }
  function Item(): ReactNode {
    const id = item.useLoaderData()
    return <RegistroFormPage key={id} {...segmento.useLoaderData()} id={id} />
  }
  const lista = createRoute({ getParentRoute: () => segmento, path: '/', component: Lista })
  const novo = createRoute({ getParentRoute: () => segmento, path: 'new', component: Novo })
  const item = createRoute({ getParentRoute: () => segmento, path: '$id', loader: ({ params }) => params.id, component: Item })
  return createRouter({
    routeTree: root.addChildren([segmento.addChildren([lista, novo, item])]),
    history: createMemoryHistory({ initialEntries: [caminho] }),
  })
}

let backend: MockBackend
let queryClient: QueryClient

async function renderRegistro(caminho: string) {
  const router = createRegistroRouter(caminho)
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  await screen.findByRole('main')
  return { router, pathname: () => router.state.location.pathname }
}

const main = () => within(screen.getByRole('main'))
const tabela = (titulo: string) => main().getByRole('table', { name: titulo })

/** Playwright's `fill`: replaces the field's value. */
async function preencher(user: UserEvent, campo: HTMLElement, valor: string) {
  await user.clear(campo)
  await user.type(campo, valor)
}

const pesquisar = (user: UserEvent, texto: string) => preencher(user, main().getByLabelText('Pesquisar'), texto)

async function abrir(user: UserEvent, titulo: string, nome: string) {
  await user.click(await within(tabela(titulo)).findByRole('button', { name: nome }))
}

async function salvar(user: UserEvent) {
  await user.click(main().getByRole('button', { name: 'Salvar' }))
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

async function incluir(user: UserEvent, caso: CasoRegistro, pathname: () => string) {
  await user.click(main().getByRole('button', { name: 'Novo' }))
  await waitFor(() => expect(pathname()).toBe(`/${caso.segmento}/new`))
  await salvar(user)
  expect(await main().findByText(caso.obrigatorio.mensagem)).toBeVisible()
  expect(main().getByLabelText(caso.obrigatorio.campo)).toHaveFocus()
  for (const [campo, valor] of Object.entries(caso.novo)) await preencher(user, main().getByLabelText(campo), valor)
  for (const [campo, opcao] of Object.entries(caso.escolhas ?? {})) {
    await user.type(main().getByRole('combobox', { name: campo }), opcao)
    await user.click(await screen.findByRole('option', { name: opcao }))
  }
  await salvar(user)
  await waitFor(() => expect(pathname()).toBe(`/${caso.segmento}`))
}

async function alterar(user: UserEvent, caso: CasoRegistro, pathname: () => string) {
  await pesquisar(user, caso.nome)
  await abrir(user, caso.titulo, caso.nome)
  await preencher(user, await main().findByLabelText(caso.alteracao.campo), caso.alteracao.valor)
  await salvar(user)
  await waitFor(() => expect(pathname()).toBe(`/${caso.segmento}`))
}

async function excluir(user: UserEvent, caso: CasoRegistro, pathname: () => string) {
  const { nome } = caso.alteracao
  await pesquisar(user, nome)
  await abrir(user, caso.titulo, nome)
  await user.click(await main().findByRole('button', { name: 'Excluir' }))
  const confirmacao = within(await screen.findByRole('alertdialog', { name: caso.excluir(nome) }))
  expect(confirmacao.getByRole('button', { name: 'Nao' })).toHaveFocus()
  await user.click(confirmacao.getByRole('button', { name: 'Sim' }))
  await waitFor(() => expect(pathname()).toBe(`/${caso.segmento}`))
  await pesquisar(user, nome)
  expect(await main().findByText(`Nenhum registro encontrado para "${nome}".`)).toBeVisible()
}

/**
 * The generic register flow (REG-072..075) of `e2e/fixtures/registro-generico.ts` at app level: the real pages, routed
 * as in `src/app/routes/_app/$registro`, against the real mock handlers, each case on a fresh database.
 */
export function descreverFluxoRegistro(casos: readonly CasoRegistro[]) {
  describe.each(casos)('generic register $segmento, through the mock handlers', (caso) => {
    beforeEach(async () => {
      backend = await connectMockBackend('admin')
      queryClient = createQueryClient()
      // The router scrolls to the top on every navigation; jsdom has no layout to scroll.
      vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    })

    afterEach(() => {
      cleanup()
      queryClient.clear()
      backend.disconnect()
      vi.mocked(window.scrollTo).mockRestore()
    })

    it(`${caso.ids}[REG-072][REG-073][REG-074][REG-075] ${caso.segmento}: list, search, create with validation, edit, delete`, async () => {
      const user = userEvent.setup({ delay: null })
      const { pathname } = await renderRegistro(`/${caso.segmento}`)
      await pesquisarSemeado(user, caso)
      await incluir(user, caso, pathname)
      await alterar(user, caso, pathname)
      await excluir(user, caso, pathname)
    })
  })
}
