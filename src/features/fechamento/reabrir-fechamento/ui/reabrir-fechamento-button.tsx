import { useState } from 'react'
import { Button, ConfirmDialog, ErrorAlert } from '@/shared/ui'
import { useReabrirFechamento } from '../api/reabrir-fechamento.mutation'

export interface ReabrirFechamentoButtonProps {
  idFechamento: number
  competencia: string
  onReaberto?: () => void
}

/** 'Reabrir' a closed competence (confirmed); the server answers why when it cannot (a later month is closed). */
export function ReabrirFechamentoButton({ idFechamento, competencia, onReaberto }: ReabrirFechamentoButtonProps) {
  const reabrir = useReabrirFechamento()
  const [confirmar, setConfirmar] = useState(false)

  async function enviar() {
    if (reabrir.isPending) return
    try {
      await reabrir.mutateAsync(idFechamento)
      setConfirmar(false)
      onReaberto?.()
    } catch {
      setConfirmar(false)
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <ErrorAlert error={reabrir.error} />
      <div>
        <Button variant="secondary" busy={reabrir.isPending} onClick={() => setConfirmar(true)} aria-label={`Reabrir competência ${competencia}`}>
          Reabrir
        </Button>
      </div>
      <ConfirmDialog
        open={confirmar}
        question={`Deseja realmente reabrir a competência ${competencia}?`}
        detail="Os cartões ponto da competência voltarão a aceitar alterações. O arquivo já exportado para a folha não muda: depois de corrigir, feche a competência de novo e exporte outra vez. Os saldos de banco de horas dos meses seguintes acompanham as correções."
        onConfirm={enviar}
        onCancel={() => setConfirmar(false)}
      />
    </div>
  )
}
