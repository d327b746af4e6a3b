import { useState } from 'react'
import { ConfirmDialog, ErrorAlert } from '@/shared/ui'
import { useDesconsiderarMarcacao } from '../api/desconsiderar-marcacao.mutation'
import type { AlvoDesconsiderar } from '../model/alvo'

export interface RemoverMarcacaoDialogProps {
  alvo: AlvoDesconsiderar
  onClose: () => void
}

/** The question of TC-107's confirmation (the catalogue has none for punches: docs/decisions.md). */
export const perguntaRemover = (hora: string) => `Deseja realmente remover a marcação das ${hora}?`

/** TC-107: an INCLUIDO or PRE_ASSINALADO punch is removed without a reason, after 'Sim'. */
export function RemoverMarcacaoDialog({ alvo, onClose }: RemoverMarcacaoDialogProps) {
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
          onClose()
        } catch (error) {
          setFalha(error)
        }
      }}
    />
  )
}
