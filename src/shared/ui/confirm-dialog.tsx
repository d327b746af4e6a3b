import { useRef, useState, type ReactNode } from 'react'
import { Button } from './button'
import { Dialog } from './dialog'

export interface ConfirmDialogProps {
  open: boolean
  /** The heading; defaults to the question, else 'Confirmação'. */
  title?: string
  /** e.g. 'Deseja realmente remover a justificativa?'. */
  question?: string
  detail?: ReactNode
  /**
   * Runs on 'Sim'. While its promise is pending the dialog stays open and busy; closing it is up
   * to the caller (set `open` to false), typically after awaiting the action.
   */
  onConfirm: () => unknown
  /** 'Nao', Escape or a click outside: closes without any call (TC-146). */
  onCancel: () => void
  confirmVariant?: 'primary' | 'danger'
}

/** TC-146: buttons 'Sim' and 'Nao', focus on 'Nao'. */
export function ConfirmDialog({
  open,
  title,
  question,
  detail,
  onConfirm,
  onCancel,
  confirmVariant = 'primary',
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false)
  const noRef = useRef<HTMLButtonElement>(null)
  const confirming = useRef(false)
  const heading = title ?? question ?? 'Confirmação'
  const description = title && question ? question : undefined

  async function confirm() {
    if (confirming.current) return
    confirming.current = true
    setBusy(true)
    try {
      await onConfirm()
    } catch {
      // The caller shows its own error; the prompt stays open for another try.
    } finally {
      confirming.current = false
      setBusy(false)
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onCancel()
      }}
      role="alertdialog"
      size="sm"
      title={heading}
      description={description}
      onOpenAutoFocus={(event) => {
        event.preventDefault()
        noRef.current?.focus()
      }}
      footer={
        <>
          <Button variant={confirmVariant} busy={busy} onClick={confirm}>
            Sim
          </Button>
          <Button ref={noRef} variant="secondary" disabled={busy} onClick={onCancel}>
            Nao
          </Button>
        </>
      }
    >
      {detail}
    </Dialog>
  )
}
