import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { mayOpen, type Sessao } from '@/entities/sessao'

/** A link to an app route, or plain text when the user may not open it (TC-202). */
export function RouteLink({ sessao, to, children, title }: { sessao: Sessao; to: string; children: ReactNode; title?: string }) {
  if (!mayOpen(sessao, to)) return <span title={title}>{children}</span>
  return (
    <Link to={to as string} title={title} className="text-brand-600 underline decoration-dotted underline-offset-2 hover:text-brand-700">
      {children}
    </Link>
  )
}
