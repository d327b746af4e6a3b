import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import { NotFoundPage } from '@/pages/not-found'
import type { RouterContext } from '../router/router'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFoundPage,
})
