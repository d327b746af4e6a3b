import type { CartaoPonto } from '@/entities/cartao-ponto'
import { Button } from '@/shared/ui'
import { useImprimirConferencia } from '../api/imprimir-conferencia.mutation'

export interface ImprimirConferenciaButtonProps {
  cartao: CartaoPonto
  onFile: (file: { blob: Blob; filename: string | null }) => void
  onError: (error: unknown) => void
}

/** TC-045: prints the time card of this employee and competence for checking. */
export function ImprimirConferenciaButton({ cartao, onFile, onError }: ImprimirConferenciaButtonProps) {
  const mutation = useImprimirConferencia()
  return (
    <Button
      variant="secondary"
      size="sm"
      busy={mutation.isPending}
      onClick={() =>
        mutation.mutate(
          { funcionarioId: cartao.funcionario.id, dataInicial: cartao.competencia.inicio, dataFinal: cartao.competencia.fim },
          { onSuccess: onFile, onError },
        )
      }
    >
      Imprimir para conferência
    </Button>
  )
}
