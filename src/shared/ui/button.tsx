import type { ButtonHTMLAttributes, Ref } from 'react'
import { cn } from '@/shared/lib'
import { Spinner } from './spinner'

const VARIANTS = {
  primary: 'bg-brand-500 text-white hover:bg-brand-600 focus-visible:outline-brand-500 disabled:bg-brand-500/60',
  secondary:
    'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 focus-visible:outline-brand-500 disabled:text-slate-400',
  danger: 'bg-danger-500 text-white hover:bg-danger-700 focus-visible:outline-danger-500 disabled:bg-danger-500/60',
  ghost: 'bg-transparent text-slate-700 hover:bg-slate-100 focus-visible:outline-brand-500 disabled:text-slate-400',
} as const

const SIZES = { sm: 'h-8 px-3 text-xs', md: 'h-9 px-4 text-sm', icon: 'size-9 justify-center p-0' } as const

export type ButtonVariant = keyof typeof VARIANTS

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  size?: keyof typeof SIZES
  /** Shows a spinner and disables the button while an action runs. */
  busy?: boolean
  ref?: Ref<HTMLButtonElement>
}

export function Button({
  variant = 'primary',
  size = 'md',
  busy = false,
  disabled,
  className,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={cn(
        'inline-flex items-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed',
        VARIANTS[variant],
        SIZES[size],
        className,
      )}
      {...props}
    >
      {busy && <Spinner size="sm" decorative />}
      {children}
    </button>
  )
}
