import * as Radix from '@radix-ui/react-dropdown-menu'
import type { ComponentProps } from 'react'
import { cn } from '@/shared/lib'

export const DropdownMenu = Radix.Root
export const DropdownMenuTrigger = Radix.Trigger
export const DropdownMenuGroup = Radix.Group

export function DropdownMenuContent({ className, sideOffset = 4, align = 'end', ...props }: ComponentProps<typeof Radix.Content>) {
  return (
    <Radix.Portal>
      {/* A click outside the open menu lands here and only closes it (index.css: no `pointer-events: none` on <body>). */}
      <div data-sobreposicao-menu="" className="fixed inset-0 z-40">
        <Radix.Content
          sideOffset={sideOffset}
          align={align}
          className={cn(
            'z-50 min-w-44 rounded-md border border-slate-200 bg-white p-1 text-sm text-slate-800 shadow-lg',
            className,
          )}
          {...props}
        />
      </div>
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

/** A menu item with a check mark (role menuitemcheckbox). */
export function DropdownMenuCheckboxItem({ className, children, ...props }: ComponentProps<typeof Radix.CheckboxItem>) {
  return (
    <Radix.CheckboxItem
      className={cn(
        'relative flex cursor-pointer items-center gap-2 rounded py-1 pr-2 pl-7 outline-none select-none',
        'data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-brand-50',
        className,
      )}
      {...props}
    >
      <Radix.ItemIndicator className="absolute left-2 inline-flex size-4 items-center justify-center">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current text-brand-600">
          <path d="M7.6 13.2 4.4 10l-1.2 1.2 4.4 4.4 9.2-9.2L15.6 5.2Z" />
        </svg>
      </Radix.ItemIndicator>
      {children}
    </Radix.CheckboxItem>
  )
}
