import * as RadixDialog from '@radix-ui/react-dialog'
import { useLayoutEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react'
import { cn } from '@/shared/lib'
import { DialogMenusContext } from './dialog-menus'

const WIDTHS = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const

export interface DialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description?: ReactNode
  children?: ReactNode
  footer?: ReactNode
  size?: keyof typeof WIDTHS
  /** e.g. to focus a given button first: `(e) => { e.preventDefault(); ref.current?.focus() }`. */
  onOpenAutoFocus?: ComponentProps<typeof RadixDialog.Content>['onOpenAutoFocus']
  /** Where the focus goes on close; by default back to what had it when the dialog opened (its opener). */
  onCloseAutoFocus?: ComponentProps<typeof RadixDialog.Content>['onCloseAutoFocus']
  role?: 'dialog' | 'alertdialog'
  className?: string
}

export function DialogRadix({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  onOpenAutoFocus,
  onCloseAutoFocus,
  role = 'dialog',
  className,
}: DialogProps) {
  const [conteudo, setConteudo] = useState<HTMLDivElement | null>(null)
  // Before the dialog takes the focus (its focus scope does so in a passive effect): the element that opened it.
  const abridor = useRef<Element | null>(null)
  useLayoutEffect(() => {
    if (open) abridor.current = document.activeElement
  }, [open])
  // Radix gives the focus back only to its own trigger, and these dialogs are opened by the app's buttons.
  const devolverFoco: DialogProps['onCloseAutoFocus'] = (event) => {
    onCloseAutoFocus?.(event)
    if (event.defaultPrevented) return
    event.preventDefault()
    const alvo = abridor.current
    if (alvo instanceof HTMLElement && alvo.isConnected) alvo.focus()
  }
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        {/* The overlay centres the dialog without a transform: menus drawn with fixed position inside it land where their select is. */}
        <RadixDialog.Overlay data-sobreposicao-dialogo="" className="fixed inset-0 z-40 grid place-items-center overflow-y-auto bg-slate-900/40 p-4">
          <RadixDialog.Content
            ref={setConteudo}
            role={role}
            onOpenAutoFocus={onOpenAutoFocus}
            onCloseAutoFocus={devolverFoco}
            {...(description ? {} : { 'aria-describedby': undefined })}
            className={cn(
              'relative z-50 flex max-h-[90dvh] w-full flex-col',
              'rounded-lg border border-slate-200 bg-white shadow-xl focus:outline-none',
              WIDTHS[size],
              className,
            )}
          >
            <DialogMenusContext value={conteudo}>
              <div className="border-b border-slate-200 px-5 py-3">
                <RadixDialog.Title className="text-base font-semibold text-slate-900">{title}</RadixDialog.Title>
                {description && <RadixDialog.Description className="mt-1 text-sm text-slate-600">{description}</RadixDialog.Description>}
              </div>
              {children && <div className="overflow-y-auto px-5 py-4 text-sm text-slate-800">{children}</div>}
              {footer && <div className="flex justify-end gap-2 border-t border-slate-200 bg-slate-50 px-5 py-3">{footer}</div>}
            </DialogMenusContext>
          </RadixDialog.Content>
        </RadixDialog.Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
