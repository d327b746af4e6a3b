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
import { carregarRegistro } from '../model/catalogo'
import type { Registro } from '../model/registro'
import { RegistroFormPage } from './registro-form-page'
import { RegistroListaPage } from './registro-lista-page'

/**
 * The generic register flow (REG-072..075) of `e2e/fixtures/registro-generico.ts`, on the registers the e2e suite
 * leaves to the app level: the real pages, routed as in `src/app/routes/_app/$registro`, against the real mock handlers.
 */
interface CasoRegistro {
  ids: string
  segmento: string
  titulo: string
  semeado: { busca: string; nome: string }
  obrigatorio: { campo: string; mensagem: string }
  novo: Record<string, string>
  /** Pickers of the new item: label → text typed and option chosen. */
  escolhas?: Record<string, string>
  nome: string
  alteracao: { campo: string; valor: string; nome: string }
  excluir: (nome: string) => string
}

const EMPRESA = 'Prefeitura Municipal de Santa Aurora'

const CASOS: CasoRegistro[] = [
  {
    ids: '[REG-060][REG-061]',
    segmento: 'cargo',
    titulo: 'Cargos',
    semeado: { busca: 'enfermagem', nome: 'Técnico de Enfermagem' },
    obrigatorio: { campo: 'Código', mensagem: 'Preenchimento do código é obrigatório' },
    novo: { Código: '900', Descrição: 'Auditor' },
    nome: 'Auditor',
    alteracao: { campo: 'Descrição', valor: 'Auditor fiscal', nome: 'Auditor fiscal' },
    excluir: (nome) => `Deseja realmente excluir o cargo 900 - ${nome}?`,
  },
  {
    ids: '[REG-066][REG-067][REG-068]',
    segmento: 'localtrabalho',
    titulo: 'Locais de Trabalho',
    semeado: { busca: 'ubs', nome: 'UBS Centro' },
    obrigatorio: { campo: 'Descrição', mensagem: 'Preenchimento da descrição é obrigatório' },
    novo: {
      Descrição: 'Biblioteca Municipal',
      Logradouro: 'Rua do Livro',
      Número: '12',
      Bairro: 'Centro',
      Cidade: 'Santa Aurora',
      UF: 'SP',
      CEP: '13870-100',
    },
    escolhas: { Empresa: EMPRESA },
    nome: 'Biblioteca Municipal',
    alteracao: { campo: 'Descrição', valor: 'Biblioteca Pública Municipal', nome: 'Biblioteca Pública Municipal' },
    excluir: (nome) => `Deseja realmente excluir o local de trabalho ${nome}?`,
  },
  {
    ids: '[REG-016][REG-017][REG-018][REG-019][REG-020]',
    segmento: 'empresa',
    titulo: 'Empresas',
    semeado: { busca: 'aurora serviços', nome: 'Aurora Serviços Ltda' },
    obrigatorio: { campo: 'Código', mensagem: 'Preenchimento do código é obrigatório' },
    novo: {
      Código: '9',
      Nome: 'Cooperativa Aurora',
      CNPJ: '11222333000181',
      Logradouro: 'Rua B',
      Número: '2',
      Bairro: 'Centro',
      Cidade: 'Santa Aurora',
      UF: 'SP',
    },
    nome: 'Cooperativa Aurora',
    alteracao: { campo: 'Nome', valor: 'Cooperativa Aurora Ltda', nome: 'Cooperativa Aurora Ltda' },
    excluir: (nome) => `Deseja realmente excluir a empresa ${nome}?`,
  },
  {
    ids: '[REG-054][REG-055][REG-056][REG-057]',
    segmento: 'bancodias',
    titulo: 'Bancos de Dias',
    semeado: { busca: 'aniversário', nome: 'Folga de aniversário' },
    obrigatorio: { campo: 'Descrição', mensagem: 'Preenchimento da descrição é obrigatório' },
    novo: { Descrição: 'Folgas de plantão' },
    nome: 'Folgas de plantão',
    alteracao: { campo: 'Descrição', valor: 'Folgas de plantão 2026', nome: 'Folgas de plantão 2026' },
    excluir: (nome) => `Deseja realmente excluir o banco de dias ${nome}?`,
  },
  {
    ids: '',
    segmento: 'bancohoras',
    titulo: 'Bancos de Horas',
    semeado: { busca: 'prefeitura', nome: 'Banco de Horas Prefeitura' },
    obrigatorio: { campo: 'Descrição', mensagem: 'Preenchimento da descrição é obrigatório' },
    novo: { Descrição: 'Banco de Horas Saúde', Início: '2026-01-01' },
    escolhas: { Empresa: EMPRESA },
    nome: 'Banco de Horas Saúde',
    alteracao: { campo: 'Descrição', valor: 'Banco de Horas Saúde 2026', nome: 'Banco de Horas Saúde 2026' },
    excluir: (nome) => `Deseja realmente excluir o banco de horas ${nome}?`,
  },
  {
    ids: '[REG-059]',
    segmento: 'banco-compensacao',
    titulo: 'Bancos de Compensação',
    semeado: { busca: 'vencimento', nome: 'Compensação por vencimento (90 dias)' },
    obrigatorio: { campo: 'Descrição', mensagem: 'Preenchimento da descrição é obrigatório' },
    novo: { Descrição: 'Compensação anual', Início: '2026-01-01' },
    nome: 'Compensação anual',
    alteracao: { campo: 'Descrição', valor: 'Compensação anual 2026', nome: 'Compensação anual 2026' },
    excluir: (nome) => `Deseja realmente excluir o banco de compensação ${nome}?`,
  },
  {
    ids: '',
    segmento: 'tipo-solicitacao',
    titulo: 'Tipos de Solicitação',
    semeado: { busca: 'TRE', nome: 'Folga TRE' },
    obrigatorio: { campo: 'Descrição', mensagem: 'Preenchimento da descrição é obrigatório' },
    novo: { Descrição: 'Curso externo' },
    escolhas: { Motivo: 'Treinamento' },
    nome: 'Curso externo',
    alteracao: { campo: 'Descrição', valor: 'Curso externo (EAD)', nome: 'Curso externo (EAD)' },
    excluir: (nome) => `Deseja realmente excluir o tipo de solicitação ${nome}?`,
  },
  {
    ids: '[REG-084]',
    segmento: 'integrador',
    titulo: 'Integradores',
    semeado: { busca: 'folha', nome: 'Integrador RH Folha' },
    obrigatorio: { campo: 'Nome', mensagem: 'Preenchimento do nome é obrigatório' },
    novo: { Nome: 'Integrador ERP' },
    nome: 'Integrador ERP',
    alteracao: { campo: 'Nome', valor: 'Integrador ERP Financeiro', nome: 'Integrador ERP Financeiro' },
    excluir: (nome) => `Deseja realmente excluir o integrador ${nome}?`,
  },
]

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

describe.each(CASOS)('generic register $segmento, through the mock handlers', (caso) => {
  it(`${caso.ids}[REG-072][REG-073][REG-074][REG-075] ${caso.segmento}: list, search, create with validation, edit, delete`, async () => {
    const user = userEvent.setup({ delay: null })
    const { pathname } = await renderRegistro(`/${caso.segmento}`)
    await pesquisarSemeado(user, caso)
    await incluir(user, caso, pathname)
    await alterar(user, caso, pathname)
    await excluir(user, caso, pathname)
  })
})
