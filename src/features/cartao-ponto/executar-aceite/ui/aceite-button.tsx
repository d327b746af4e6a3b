import { useState } from 'react'
import type { CartaoPontoId } from '@/entities/cartao-ponto'
import { Button, ConfirmDialog } from '@/shared/ui'
import { MSG_ACEITE_SUCESSO, MSG_CONFIRMA_ACEITE } from '@/shared/config'
import { useExecutarAceite } from '../api/executar-aceite.mutation'

export interface AceiteButtonProps extends CartaoPontoId {
  /** Receives 'Aceite executado com sucesso!' once the card is fresh. */
  onSuccess: (message: string) => void
  onError: (error: unknown) => void
}

/** TC-060, TC-062..064: 'Aceite' asks for confirmation, then executes the acceptance. */
export function AceiteButton({ funcionarioId, competenciaId, onSuccess, onError }: AceiteButtonProps) {
  const [asking, setAsking] = useState(false)
  const mutation = useExecutarAceite()
  return (
    <>
      <Button size="sm" onClick={() => setAsking(true)}>
        Aceite
      </Button>
      <ConfirmDialog
        open={asking}
        question={MSG_CONFIRMA_ACEITE}
        onCancel={() => setAsking(false)}
        onConfirm={async () => {
          try {
            await mutation.mutateAsync({ funcionarioId, competenciaId })
            onSuccess(MSG_ACEITE_SUCESSO)
          } catch (error) {
            onError(error)
          } finally {
            setAsking(false)
          }
        }}
      />
    </>
  )
}
