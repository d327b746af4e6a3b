import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { mayOpen, type Sessao } from '@/entities/sessao'

interface RouteLinkProps {
  sessao: Sessao
  to: string
  children: ReactNode
  /** Without permission render nothing instead of plain text. */
  hideWhenDenied?: boolean
}

/** A link to an app route the user may open (TC-202); otherwise plain text or nothing. */
export function RouteLink({ sessao, to, children, hideWhenDenied = false }: RouteLinkProps) {
  if (!mayOpen(sessao, to)) return hideWhenDenied ? null : <span>{children}</span>
  return (
    <Link to={to as string} className="text-xs text-brand-600 underline underline-offset-2 hover:text-brand-700">
      {children}
    </Link>
  )
}
