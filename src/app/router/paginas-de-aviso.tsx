import { lazy, Suspense } from 'react'
import { FullPageSpinner } from './full-page-spinner'

// Few sessions ever see them: they load when shown, not with the app's start.
const NotFoundLazy = lazy(() => import('@/pages/not-found').then((m) => ({ default: m.NotFoundPage })))
const AcessoNegadoLazy = lazy(() => import('@/pages/acesso-negado').then((m) => ({ default: m.AcessoNegadoPage })))

/** SHELL-021: a path outside the route table. */
export function PaginaNaoEncontrada() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <NotFoundLazy />
    </Suspense>
  )
}

/** A route this user may not see (AUTH-015..017). */
export function PaginaAcessoNegado() {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <AcessoNegadoLazy />
    </Suspense>
  )
}
