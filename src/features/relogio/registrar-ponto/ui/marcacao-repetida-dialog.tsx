import { useRef } from 'react'
import { Button, Dialog } from '@/shared/ui'
import type { MarcacaoRepetida } from '../model/marcacao-repetida'

export interface MarcacaoRepetidaDialogProps {
  repetida: MarcacaoRepetida | null
  busy: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** Asks before a punch less than a minute after the last one; the safe choice, 'Cancelar', has the focus. */
export function MarcacaoRepetidaDialog({ repetida, busy, onConfirm, onCancel }: MarcacaoRepetidaDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null)
  return (
    <Dialog
      open={repetida !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onCancel()
      }}
      role="alertdialog"
      size="sm"
      title="Registrar o ponto novamente?"
      description={repetida?.mensagem}
      onOpenAutoFocus={(event) => {
        event.preventDefault()
        cancelRef.current?.focus()
      }}
      footer={
        <>
          <Button busy={busy} onClick={onConfirm}>
            Registrar novamente
          </Button>
          <Button ref={cancelRef} variant="secondary" disabled={busy} onClick={onCancel}>
            Cancelar
          </Button>
        </>
      }
    >
      {repetida && <p>Última marcação: {repetida.ultimaMarcacao}.</p>}
    </Dialog>
  )
}
