import type { QueryClient } from '@tanstack/react-query'
import { createRoute, type AnyRootRoute } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { carregarRegistro } from '../catalogo'
import { carregarItemRegistro } from '../carregar'
import { carregarEscalas, carregarNovaEscala, ESCALAS } from '../carregar-escalas'
import type { Registro } from '../registro'
import { EscalaEditarPage, EscalaNovaPage, EscalasListaPage } from '../../ui/escalas-pages'

async function escalas(): Promise<Registro> {
  const registro = await carregarRegistro(ESCALAS.slice(1))
  if (!registro) throw new Error(`Sem registro para ${ESCALAS}`)
  return registro
}

/**
 * REG-034's routes as `src/app/routes/_app/escalas` declares them: `/escalas?competencia=`, `/escalas/new/$competencia`
 * and `/escalas/edit/$id`, with the real pages and their loaders, on `queryClient`.
 */
export function rotaEscalas(root: AnyRootRoute, queryClient: QueryClient) {
  const base = createRoute({ getParentRoute: () => root, path: ESCALAS.slice(1), loader: escalas })
  function Lista(): ReactNode {
    return <EscalasListaPage registro={base.useLoaderData()} />
  }
  function Nova(): ReactNode {
    const { competencia } = nova.useParams()
    return <EscalaNovaPage key={competencia} registro={base.useLoaderData()} competencia={competencia} />
  }
  function Editar(): ReactNode {
    const { id } = editar.useParams()
    return <EscalaEditarPage key={id} registro={base.useLoaderData()} id={id} />
  }
  const lista = createRoute({
    getParentRoute: () => base,
    path: '/',
    loaderDeps: ({ search }) => ({ search: search as Record<string, unknown> }),
    loader: async ({ deps }) => carregarEscalas(queryClient, await escalas(), deps.search),
    component: Lista,
  })
  const nova = createRoute({
    getParentRoute: () => base,
    path: 'new/$competencia',
    loader: ({ params }) => carregarNovaEscala(queryClient, params.competencia),
    component: Nova,
  })
  const editar = createRoute({
    getParentRoute: () => base,
    path: 'edit/$id',
    loader: async ({ params }) => carregarItemRegistro(queryClient, await escalas(), params.id),
    component: Editar,
  })
  return base.addChildren([lista, nova, editar])
}
