import * as Radix from '@radix-ui/react-dropdown-menu'
import type { ComponentProps } from 'react'
import { cn } from '@/shared/lib'

export const DropdownMenu = Radix.Root
export const DropdownMenuTrigger = Radix.Trigger
export const DropdownMenuGroup = Radix.Group

export function DropdownMenuContent({ className, sideOffset = 4, align = 'end', ...props }: ComponentProps<typeof Radix.Content>) {
  return (
    <Radix.Portal>
      <Radix.Content
        sideOffset={sideOffset}
        align={align}
        className={cn(
          'z-50 min-w-44 rounded-md border border-slate-200 bg-white p-1 text-sm text-slate-800 shadow-lg',
          className,
        )}
        {...props}
      />
    </Radix.Portal>
  )
}

export function DropdownMenuItem({
  className,
  destructive = false,
  ...props
}: ComponentProps<typeof Radix.Item> & { destructive?: boolean }) {
  return (
    <Radix.Item
      className={cn(
        'flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 outline-none select-none',
        'data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
        destructive ? 'text-danger-700 data-[highlighted]:bg-danger-50' : 'data-[highlighted]:bg-brand-50',
        className,
      )}
      {...props}
    />
  )
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof Radix.Label>) {
  return <Radix.Label className={cn('px-2 py-1.5 text-xs font-semibold text-slate-500', className)} {...props} />
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof Radix.Separator>) {
  return <Radix.Separator className={cn('my-1 h-px bg-slate-200', className)} {...props} />
}
