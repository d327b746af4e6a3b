import { useMutation } from '@tanstack/react-query'
import { apiPost } from '@/shared/api'
import { notificacaoQueries } from '@/entities/notificacao'

/** HOME-024: POST /api/notificacoes/markallread. */
export function useMarcarTodasLidas() {
  return useMutation({
    mutationFn: () => apiPost('/api/notificacoes/markallread'),
    meta: { invalidates: [notificacaoQueries.all()] },
  })
}
