import { useState } from 'react'
import type { CartaoPontoId, Tratamento } from '@/entities/cartao-ponto'
import { Button, ConfirmDialog, ErrorAlert } from '@/shared/ui'
import { MSG_CONFIRMA_REMOVER_JUSTIFICATIVA } from '@/shared/config'
import { useRemoverJustificativa } from '../api/remover-justificativa.mutation'

export interface RemoverJustificativaButtonProps {
  cartao: CartaoPontoId
  tratamento: Tratamento
  /** Accessible name of the trigger, e.g. 'Remover justificativa 01:00 Hora Extra'. */
  label: string
  /** After the removal (the grid offers to undo it). */
  onSalvo?: () => void
}

/** TC-140, TC-146, TC-012: asks first ('Sim' / 'Nao'); 'Sim' removes, recalculates and reloads the card. */
export function RemoverJustificativaButton({ cartao, tratamento, label, onSalvo }: RemoverJustificativaButtonProps) {
  const [aberto, setAberto] = useState(false)
  const [erro, setErro] = useState<unknown>(null)
  const mutation = useRemoverJustificativa()

  async function confirmar() {
    if (mutation.isPending) return
    setErro(null)
    try {
      await mutation.mutateAsync({ ...cartao, id: tratamento.id })
      setAberto(false)
      onSalvo?.()
    } catch (error) {
      setErro(error)
    }
  }

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={label}
        title="Remover justificativa"
        className="h-5 px-1 text-danger-500"
        onClick={() => {
          setErro(null)
          setAberto(true)
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5 fill-current">
          <path d="M7 2h6l1 2h4v2H2V4h4l1-2Zm-3 5h12l-1 11H5L4 7Zm4 2v7h1.5V9H8Zm2.5 0v7H12V9h-1.5Z" />
        </svg>
      </Button>
      {aberto && (
        <ConfirmDialog
          open
          question={MSG_CONFIRMA_REMOVER_JUSTIFICATIVA}
          confirmVariant="danger"
          detail={erro ? <ErrorAlert error={erro} /> : undefined}
          onConfirm={confirmar}
          onCancel={() => setAberto(false)}
        />
      )}
    </>
  )
}
