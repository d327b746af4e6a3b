import { Button } from '@/shared/ui'
import { useMarcarNotificacaoLida } from '../api/marcar-notificacao-lida.mutation'

/** HOME-023: marks one system notification read. */
export function MarcarNotificacaoLidaButton({ id, descricao }: { id: number | string; descricao?: string }) {
  const mutation = useMarcarNotificacaoLida()
  return (
    <Button
      variant="ghost"
      size="sm"
      busy={mutation.isPending}
      aria-label={descricao ? `Marcar como lida: ${descricao}` : undefined}
      onClick={() => mutation.mutate(id)}
    >
      Marcar como lida
    </Button>
  )
}
