import { useLocation } from '@tanstack/react-router'

/** A route of the route table whose screen arrives in a later issue (see the README's status table). */
export function EmConstrucaoPage() {
  const { pathname } = useLocation()
  return (
    <section className="p-6">
      <h1 className="text-2xl font-semibold">Em construção</h1>
      <p className="mt-2 text-slate-600">
        A tela <code className="rounded bg-slate-100 px-1">{pathname}</code> ainda está sendo construída.
      </p>
    </section>
  )
}
