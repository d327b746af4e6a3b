import { useState } from 'react'
import { Button, ConfirmDialog, ErrorAlert } from '@/shared/ui'
import { useExcluirSolicitacao } from '../api/excluir-solicitacao.mutation'

export const PERGUNTA_EXCLUIR = 'Deseja realmente excluir a solicitação?'

/** REQ-010 (delete): 'Excluir' with a Sim/Nao confirmation. */
export function ExcluirSolicitacaoButton({ id, onExcluida }: { id: number; onExcluida: () => void }) {
  const mutation = useExcluirSolicitacao()
  const [aberto, setAberto] = useState(false)
  const [erro, setErro] = useState<unknown>(null)
  return (
    <>
      <ErrorAlert error={erro} />
      <Button variant="danger" onClick={() => setAberto(true)} disabled={mutation.isPending}>
        Excluir
      </Button>
      <ConfirmDialog
        open={aberto}
        question={PERGUNTA_EXCLUIR}
        confirmVariant="danger"
        onCancel={() => setAberto(false)}
        onConfirm={async () => {
          setErro(null)
          try {
            await mutation.mutateAsync(id)
            setAberto(false)
            onExcluida()
          } catch (error) {
            setAberto(false)
            setErro(error)
          }
        }}
      />
    </>
  )
}
