import type { ReactNode } from 'react'
import { cn } from '@/shared/lib'

export interface PageTitleProps {
  children: ReactNode
  subtitle?: ReactNode
  /** Buttons on the right of the title. */
  actions?: ReactNode
  className?: string
}

export function PageTitle({ children, subtitle, actions, className }: PageTitleProps) {
  return (
    <div className={cn('mb-4 flex flex-wrap items-end justify-between gap-3', className)}>
      <div>
        <h1 className="text-xl font-semibold text-slate-900">{children}</h1>
        {subtitle && <p className="mt-0.5 text-sm text-slate-600">{subtitle}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  )
}
