import { cn } from '@/shared/lib'
import { MSG_CARREGANDO } from '@/shared/config'

const SIZES = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-[3px]' } as const

export interface SpinnerProps {
  size?: keyof typeof SIZES
  className?: string
  /** Inside a busy control the spinner is only visual; the control says it is busy. */
  decorative?: boolean
  label?: string
}

export function Spinner({ size = 'md', className, decorative = false, label = MSG_CARREGANDO }: SpinnerProps) {
  const circle = (
    <span
      className={cn(
        'inline-block animate-spin rounded-full border-current border-r-transparent align-[-0.125em]',
        SIZES[size],
        className,
      )}
      aria-hidden="true"
    />
  )
  if (decorative) return circle
  return (
    <span role="status" aria-label={label} className="inline-flex">
      {circle}
    </span>
  )
}
