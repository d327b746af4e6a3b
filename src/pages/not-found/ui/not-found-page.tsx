import { useEffect } from 'react'
import { Link, useLocation } from '@tanstack/react-router'

/** SHELL-021: any path outside the route table. */
export function NotFoundPage() {
  const { pathname } = useLocation()
  useEffect(() => {
    document.title = 'Página não encontrada | Ponto'
  }, [])
  return (
    <section className="mx-auto max-w-xl py-12 text-center">
      <p className="text-5xl font-bold text-slate-300" aria-hidden="true">
        404
      </p>
      <h1 className="mt-2 text-xl font-semibold text-slate-900">Página não encontrada</h1>
      <p className="mt-2 text-sm text-slate-600">
        O endereço <code className="rounded bg-slate-100 px-1 break-all">{pathname}</code> não existe.
      </p>
      <Link
        to="/"
        className="mt-6 inline-flex h-9 items-center rounded-md bg-brand-500 px-4 text-sm font-medium text-white hover:bg-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        Início
      </Link>
    </section>
  )
}
