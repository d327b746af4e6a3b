import { Button } from '@/shared/ui'
import { useMarcarTodasLidas } from '../api/marcar-todas-lidas.mutation'

/** HOME-024: marks every system notification read. */
export function MarcarTodasLidasButton() {
  const mutation = useMarcarTodasLidas()
  return (
    <Button variant="secondary" size="sm" busy={mutation.isPending} onClick={() => mutation.mutate()}>
      Marcar todas como lidas
    </Button>
  )
}
