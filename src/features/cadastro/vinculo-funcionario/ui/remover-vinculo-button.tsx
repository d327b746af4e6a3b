import { useState } from 'react'
import { Button, ConfirmDialog, ErrorAlert } from '@/shared/ui'
import { useRemoverVinculo } from '../api/vinculo-funcionario.mutation'
import type { TipoVinculoFuncionario } from '../model/vinculo-funcionario'

export interface RemoverVinculoButtonProps {
  funcionarioId: number
  tipo: TipoVinculoFuncionario
  vinculoId: number
  /** What the link points to, for the question and the button's name. */
  descricao: string
}

/** Removes a link that has not started yet (the page renders this only for future links). */
export function RemoverVinculoButton({ funcionarioId, tipo, vinculoId, descricao }: RemoverVinculoButtonProps) {
  const [aberto, setAberto] = useState(false)
  const mutation = useRemoverVinculo(funcionarioId, tipo)
  return (
    <>
      <Button size="sm" variant="secondary" aria-label={`Remover vínculo ${descricao}`} onClick={() => setAberto(true)}>
        Remover
      </Button>
      {mutation.isError && <ErrorAlert error={mutation.error} />}
      <ConfirmDialog
        open={aberto}
        question={`Deseja realmente remover o vínculo com ${descricao}?`}
        confirmVariant="danger"
        onCancel={() => setAberto(false)}
        onConfirm={async () => {
          try {
            await mutation.mutateAsync(vinculoId)
          } finally {
            setAberto(false)
          }
        }}
      />
    </>
  )
}
