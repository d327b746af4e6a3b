import { useState } from 'react'
import type { CabecalhoCartao, RegistroDia } from '@/entities/cartao-ponto'
import { ConfirmDialog, ErrorAlert } from '@/shared/ui'
import { MSG_REMOVER_DIA_DETALHE } from '@/shared/config'
import { useRemoverDia } from '../api/acoes-registro.mutation'
import { perguntaRemoverDia } from '../model/acoes-registro'

export interface RemoverDiaConfirmProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  cartao: CabecalhoCartao
  /** A stored day register (its id is set). */
  registro: RegistroDia & { id: number }
  /** After the change was saved, before it closes (the grid offers to undo it). */
  onSalvo?: () => void
}

/** TC-128, TC-129, TC-146: 'Sim' removes the day's entries (then recalculation and reload); 'Nao' calls nothing. */
export function RemoverDiaConfirm({ open, onOpenChange, cartao, registro, onSalvo }: RemoverDiaConfirmProps) {
  const mutation = useRemoverDia()
  const [falha, setFalha] = useState<unknown>(null)
  const fechar = () => {
    setFalha(null)
    onOpenChange(false)
  }
  return (
    <ConfirmDialog
      open={open}
      question={perguntaRemoverDia(registro.data)}
      confirmVariant="danger"
      detail={
        <div className="space-y-3">
          <p>{MSG_REMOVER_DIA_DETALHE}</p>
          <ErrorAlert error={falha} />
        </div>
      }
      onCancel={fechar}
      onConfirm={async () => {
        if (mutation.isPending) return
        setFalha(null)
        try {
          await mutation.mutateAsync({ registroId: registro.id, competenciaId: cartao.competencia.id, funcionarioId: cartao.funcionario.id })
        } catch (error) {
          setFalha(error)
          return
        }
        onSalvo?.()
        fechar()
      }}
    />
  )
}
