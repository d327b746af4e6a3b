import type { CartaoPonto } from '@/entities/cartao-ponto'
import { hasRole, ROLE, useSessao } from '@/entities/sessao'
import { Button } from '@/shared/ui'
import { useImprimirEspelho } from '../api/imprimir-espelho.mutation'

export interface ImprimirEspelhoButtonProps {
  cartao: CartaoPonto
  /** Receives the PDF to open. */
  onFile: (file: { blob: Blob; filename: string | null }) => void
  onError: (error: unknown) => void
}

/** TC-043/044: prints the espelho do ponto; only for users holding the print permission. */
export function ImprimirEspelhoButton({ cartao, onFile, onError }: ImprimirEspelhoButtonProps) {
  const sessao = useSessao()
  const mutation = useImprimirEspelho()
  if (!hasRole(sessao, ROLE.imprimirEspelho)) return null
  const emissor = sessao.name || sessao.username
  return (
    <Button
      variant="secondary"
      size="sm"
      busy={mutation.isPending}
      onClick={() =>
        mutation.mutate(
          { funcionarioId: cartao.funcionario.id, competenciaId: cartao.competencia.id, emissor },
          { onSuccess: onFile, onError },
        )
      }
    >
      Imprimir espelho do ponto
    </Button>
  )
}
