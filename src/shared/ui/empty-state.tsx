import type { ReactNode } from 'react'
import { cn } from '@/shared/lib'

export interface EmptyStateProps {
  children: ReactNode
  action?: ReactNode
  className?: string
}

export function EmptyState({ children, action, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-md border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600',
        className,
      )}
    >
      <p>{children}</p>
      {action}
    </div>
  )
}
