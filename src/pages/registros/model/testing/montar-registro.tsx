import type { QueryClient } from '@tanstack/react-query'
import { createRoute, type AnyRootRoute } from '@tanstack/react-router'
import { screen, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import type { ReactNode } from 'react'
import type { Sessao } from '@/entities/sessao'
import { renderRotas, usarAppNoMock, type AppNoMock } from '@/shared/lib/test/app-no-mock'
import { carregarRegistro } from '../catalogo'
import { carregarItemRegistro, carregarListaRegistro, filtroDaLista } from '../carregar'
import type { Registro } from '../registro'
import { RegistroFormPage } from '../../ui/registro-form-page'
import { RegistroListaPage } from '../../ui/registro-lista-page'
import { rotaEscalas } from './rota-escalas'

async function registroDe(segmento: string): Promise<Registro> {
  const registro = await carregarRegistro(segmento)
  if (!registro) throw new Error(`Sem registro para /${segmento}`)
  return registro
}

/**
 * `/{path}`, `/{path}/new` and `/{path}/$id` rendering the real pages, with the loaders of the app's routes (the list's
 * first page, the item), on `queryClient`; `segmentoDe` names the register from the path's params.
 */
function rotaRegistro(
  root: AnyRootRoute,
  queryClient: QueryClient,
  path: string,
  segmentoDe: (params: Record<string, string>) => string,
) {
  const segmento = createRoute({
    getParentRoute: () => root,
    path,
    loader: async ({ params }) => {
      const nome = segmentoDe(params)
      return { registro: await registroDe(nome), caminho: `/${nome}` }
    },
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
  const lista = createRoute({
    getParentRoute: () => segmento,
    path: '/',
    loaderDeps: ({ search }) => ({ search: search as Record<string, unknown> }),
    loader: async ({ params, deps }) => {
      const registro = await registroDe(segmentoDe(params))
      await carregarListaRegistro(queryClient, registro, filtroDaLista(registro, deps.search).filtro)
    },
    component: Lista,
  })
  const novo = createRoute({ getParentRoute: () => segmento, path: 'new', component: Novo })
  const item = createRoute({
    getParentRoute: () => segmento,
    path: '$id',
    loader: async ({ params }) => {
      await carregarItemRegistro(queryClient, await registroDe(segmentoDe(params)), params.id)
      return params.id
    },
    component: Item,
  })
  return segmento.addChildren([lista, novo, item])
}

/** The registers whose path has more than one segment, routed apart as in `src/app/routes/_app`. */
const COMPOSTOS = ['admin/usuarios']

function rotasDeRegistro(root: AnyRootRoute, queryClient: QueryClient) {
  return [
    rotaRegistro(root, queryClient, '$segmento', (params) => params.segmento ?? ''),
    ...COMPOSTOS.map((composto) => rotaRegistro(root, queryClient, composto, () => composto)),
    rotaEscalas(root, queryClient),
  ]
}

/**
 * Renders the register at `caminho` (e.g. '/motivo/101') in a memory router, with `sessao` when given (screens that
 * show what the user may open need it); `pathname` and `href` (path and query) follow its navigation.
 */
export async function renderRegistro(caminho: string, queryClient: QueryClient, sessao?: Sessao) {
  const router = renderRotas({ queryClient, sessao }, (root) => rotasDeRegistro(root, queryClient), caminho)
  await screen.findByRole('main')
  return { router, pathname: () => router.state.location.pathname, href: () => router.state.location.href }
}

/** The backend and the app's query client (global invalidation included) of the current test. */
export type RegistroNoMock = AppNoMock

/**
 * Registers the hooks of an app-level register test: before each test, the real mock handlers as `persona` on a
 * fresh database and a fresh query client (the backend's today is the real date); after it, unmounts and puts
 * everything back. Read the current test's backend and client through the returned getter.
 */
export function usarRegistroNoMock(persona = 'admin'): () => RegistroNoMock {
  return usarAppNoMock(persona, { hoje: null })
}

/** Queries inside the page's main area. */
export const main = () => within(screen.getByRole('main'))
export const tabela = (titulo: string) => main().getByRole('table', { name: titulo })

/** Playwright's `fill`: replaces the field's value at once (one input event, as a paste), not key by key. */
export async function preencher(user: UserEvent, campo: HTMLElement, valor: string) {
  await user.clear(campo)
  if (valor) await user.paste(valor)
}

/** Types in the list's search field, once the list is on screen. */
export const pesquisar = async (user: UserEvent, texto: string) => preencher(user, await main().findByLabelText('Pesquisar'), texto)

/** Opens a row of the list by the name in its first column. */
export async function abrir(user: UserEvent, titulo: string, nome: string) {
  await user.click(await within(await main().findByRole('table', { name: titulo })).findByRole('button', { name: nome }))
}
