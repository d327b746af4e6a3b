import type { CartaoPonto } from '@/entities/cartao-ponto'
import { Button } from '@/shared/ui'
import { useRecalcularRegistro } from '../api/recalcular-registro.mutation'

export interface RecalcularButtonProps {
  cartao: CartaoPonto
  onError: (error: unknown) => void
}

/** TC-046/047: recalculates the employee's competence; disabled while the record is locked or the competence closed. */
export function RecalcularButton({ cartao, onError }: RecalcularButtonProps) {
  const mutation = useRecalcularRegistro()
  const motivo = cartao.manutencaoDTO.bloqueado
    ? 'Registro bloqueado para edição'
    : cartao.competencia.fechada
      ? 'Competência fechada: o cartão fica como foi fechado'
      : undefined
  return (
    <Button
      variant="secondary"
      size="sm"
      busy={mutation.isPending}
      disabled={motivo !== undefined}
      title={motivo}
      onClick={() =>
        mutation.mutate({ competenciaId: cartao.competencia.id, funcionarioId: cartao.funcionario.id }, { onError })
      }
    >
      Recalcular
    </Button>
  )
}
