import { useEffect, useState } from 'react'
import { Button, type ButtonProps } from './button'

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** What goes to the clipboard, read when clicked. */
  text: () => string
  label: string
  copiedLabel?: string
  onError?: (error: unknown) => void
}

const COPIED_MS = 2000

/** TC-194: copies a text to the clipboard and says so for two seconds. */
export function CopyButton({
  text,
  label,
  copiedLabel = 'Copiado!',
  onError,
  variant = 'secondary',
  size = 'sm',
  ...props
}: CopyButtonProps) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const id = setTimeout(() => setCopied(false), COPIED_MS)
    return () => clearTimeout(id)
  }, [copied])
  return (
    <Button
      {...props}
      variant={variant}
      size={size}
      onClick={() => {
        navigator.clipboard.writeText(text()).then(() => setCopied(true), onError ?? (() => {}))
      }}
    >
      <span aria-live="polite">{copied ? copiedLabel : label}</span>
    </Button>
  )
}
