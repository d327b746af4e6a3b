import { useState } from 'react'
import { Button, ConfirmDialog, ErrorAlert } from '@/shared/ui'
import { useRemoverEpi } from '../api/epi-funcionario.mutation'

export interface RemoverEpiButtonProps {
  funcionarioId: number
  epiId: number
  descricao: string
}

export function RemoverEpiButton({ funcionarioId, epiId, descricao }: RemoverEpiButtonProps) {
  const [aberto, setAberto] = useState(false)
  const mutation = useRemoverEpi(funcionarioId)
  return (
    <>
      <Button size="sm" variant="secondary" aria-label={`Remover EPI ${descricao}`} onClick={() => setAberto(true)}>
        Remover
      </Button>
      {mutation.isError && <ErrorAlert error={mutation.error} />}
      <ConfirmDialog
        open={aberto}
        question={`Deseja realmente remover o EPI ${descricao}?`}
        confirmVariant="danger"
        onCancel={() => setAberto(false)}
        onConfirm={async () => {
          try {
            await mutation.mutateAsync(epiId)
          } finally {
            setAberto(false)
          }
        }}
      />
    </>
  )
}
