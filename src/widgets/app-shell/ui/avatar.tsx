import { cn } from '@/shared/lib'
import { initials } from '../model/user-display'

export function Avatar({ name, picture, className }: { name: string; picture?: string; className?: string }) {
  const base = cn('inline-flex size-9 shrink-0 items-center justify-center overflow-hidden rounded-full', className)
  if (picture) return <img src={picture} alt="" className={cn(base, 'object-cover')} />
  return (
    <span aria-hidden="true" className={cn(base, 'bg-brand-100 text-xs font-semibold text-brand-700')}>
      {initials(name)}
    </span>
  )
}
