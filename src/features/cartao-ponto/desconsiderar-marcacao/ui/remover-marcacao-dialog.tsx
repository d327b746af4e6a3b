import { useState } from 'react'
import { ConfirmDialog, ErrorAlert } from '@/shared/ui'
import { useDesconsiderarMarcacao } from '../api/desconsiderar-marcacao.mutation'
import type { AlvoDesconsiderar } from '../model/alvo'
import { perguntaRemover } from '../model/remover'

export interface RemoverMarcacaoDialogProps {
  alvo: AlvoDesconsiderar
  onClose: () => void
  /** After the change was saved, before the dialog closes (the grid offers to undo it). */
  onSalvo?: () => void
}

/** TC-107: an INCLUIDO or PRE_ASSINALADO punch is removed without a reason, after 'Sim'. */
export function RemoverMarcacaoDialog({ alvo, onClose, onSalvo }: RemoverMarcacaoDialogProps) {
  const mutation = useDesconsiderarMarcacao()
  const [falha, setFalha] = useState<unknown>(null)
  return (
    <ConfirmDialog
      open
      title="Remover marcação"
      question={perguntaRemover(alvo.marcacao.hora)}
      confirmVariant="danger"
      detail={falha ? <ErrorAlert error={falha} /> : undefined}
      onCancel={onClose}
      onConfirm={async () => {
        if (mutation.isPending) return
        setFalha(null)
        try {
          await mutation.mutateAsync({ idRegistro: alvo.idRegistro, idMarcacao: alvo.marcacao.id })
          onSalvo?.()
          onClose()
        } catch (error) {
          setFalha(error)
        }
      }}
    />
  )
}
