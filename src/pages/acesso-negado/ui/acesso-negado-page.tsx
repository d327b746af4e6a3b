import { useEffect } from 'react'
import { Link } from '@tanstack/react-router'
import { MSG_SEM_PERMISSAO_TELA } from '@/shared/config'

/** AUTH-016: the route exists but the user lacks its role. */
export function AcessoNegadoPage() {
  useEffect(() => {
    document.title = 'Sem permissão | Ponto'
  }, [])
  return (
    <section className="mx-auto max-w-xl py-12 text-center">
      <div role="alert" className="rounded-md border border-danger-500/40 bg-danger-50 px-4 py-3 text-danger-700">
        {MSG_SEM_PERMISSAO_TELA}
      </div>
      <Link
        to="/"
        className="mt-6 inline-flex h-9 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        Início
      </Link>
    </section>
  )
}
