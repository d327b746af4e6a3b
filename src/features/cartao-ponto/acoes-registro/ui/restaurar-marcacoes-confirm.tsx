import { useState } from 'react'
import type { RegistroDia } from '@/entities/cartao-ponto'
import { formatDayMonth } from '@/shared/lib'
import { ConfirmDialog, ErrorAlert } from '@/shared/ui'
import { useRestaurarMarcacoes } from '../api/acoes-registro.mutation'
import { efeitoRestaurar } from '../model/acoes-registro'

export interface RestaurarMarcacoesConfirmProps {
  onClose: () => void
  /** A stored day register (its id is set). */
  registro: RegistroDia & { id: number }
  /** After the change was saved, before it closes (the grid offers to undo it). */
  onSalvo?: () => void
}

/** TC-126, asked first: 'Sim' restores the day's original punches; 'Nao' calls nothing. */
export function RestaurarMarcacoesConfirm({ onClose, registro, onSalvo }: RestaurarMarcacoesConfirmProps) {
  const mutation = useRestaurarMarcacoes()
  const [falha, setFalha] = useState<unknown>(null)
  return (
    <ConfirmDialog
      open
      question={`Restaurar as marcações originais de ${formatDayMonth(registro.data)}?`}
      confirmVariant="danger"
      detail={
        <div className="space-y-3">
          <p>{efeitoRestaurar(registro)}</p>
          <ErrorAlert error={falha} />
        </div>
      }
      onCancel={onClose}
      onConfirm={async () => {
        if (mutation.isPending) return
        setFalha(null)
        try {
          await mutation.mutateAsync(registro.id)
        } catch (error) {
          setFalha(error)
          return
        }
        onSalvo?.()
        onClose()
      }}
    />
  )
}
