import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import { PaginaNaoEncontrada } from '../router/paginas-de-aviso'
import type { RouterContext } from '../router/router'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: PaginaNaoEncontrada,
})
