import type { CartaoPonto } from '@/entities/cartao-ponto'
import { Button } from '@/shared/ui'
import { useRecalcularRegistro } from '../api/recalcular-registro.mutation'

export interface RecalcularButtonProps {
  cartao: CartaoPonto
  onError: (error: unknown) => void
}

/** TC-046/047: recalculates the employee's competence; disabled while the record is locked. */
export function RecalcularButton({ cartao, onError }: RecalcularButtonProps) {
  const mutation = useRecalcularRegistro()
  const bloqueado = cartao.manutencaoDTO.bloqueado
  return (
    <Button
      variant="secondary"
      size="sm"
      busy={mutation.isPending}
      disabled={bloqueado}
      title={bloqueado ? 'Registro bloqueado para edição' : undefined}
      onClick={() =>
        mutation.mutate({ competenciaId: cartao.competencia.id, funcionarioId: cartao.funcionario.id }, { onError })
      }
    >
      Recalcular
    </Button>
  )
}
