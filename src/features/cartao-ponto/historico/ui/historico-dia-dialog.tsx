import { useQuery } from '@tanstack/react-query'
import { historicoQueries } from '@/entities/alteracao-cartao'
import type { CartaoPontoId } from '@/entities/cartao-ponto'
import { formatDayMonth } from '@/shared/lib'
import { Button, Dialog } from '@/shared/ui'
import { ListaAlteracoes } from './lista-alteracoes'

export interface HistoricoDiaDialogProps {
  cartao: CartaoPontoId
  /** 'YYYY-MM-DD' */
  data: string
  onClose: () => void
}

/** Issue 15 §1: 'Histórico do dia': who changed the day, when, from where, the punches before and after, and undo. */
export function HistoricoDiaDialog({ cartao, data, onClose }: HistoricoDiaDialogProps) {
  const historico = useQuery(historicoQueries.doCartao({ ...cartao, data }))
  const dia = formatDayMonth(data)
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      title={`Histórico do dia ${dia}`}
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Fechar
        </Button>
      }
    >
      <ListaAlteracoes historico={historico} rotulo={`Alterações de ${dia}`} vazio="Nenhuma alteração registrada neste dia." />
    </Dialog>
  )
}
