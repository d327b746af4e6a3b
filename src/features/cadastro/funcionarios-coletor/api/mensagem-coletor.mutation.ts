import { useMutation } from '@tanstack/react-query'
import { coletorQueries, enviarMensagemColetor, type TipoMensagemColetor } from '@/entities/cadastro/equipamento'

/** REG-011: sends one kind of message to the collector; the collectors' lists and panels are refreshed after it. */
export function useMensagemColetor(messageType: TipoMensagemColetor) {
  return useMutation({
    mutationFn: (payload: Record<string, unknown>) => enviarMensagemColetor(messageType, payload),
    meta: { invalidates: [coletorQueries.all()] },
  })
}
