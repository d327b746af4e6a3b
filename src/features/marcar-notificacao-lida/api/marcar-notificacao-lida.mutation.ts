import { useMutation } from '@tanstack/react-query'
import { apiPost } from '@/shared/api'
import { notificacaoQueries } from '@/entities/notificacao'

/** HOME-023: POST /api/notificacoes/{id}/markasread. */
export function useMarcarNotificacaoLida() {
  return useMutation({
    mutationFn: (id: number | string) => apiPost(`/api/notificacoes/${encodeURIComponent(id)}/markasread`),
    meta: { invalidates: [notificacaoQueries.all()] },
  })
}
