import type { CartaoPonto } from '@/entities/cartao-ponto'
import { useSessao } from '@/entities/sessao'
import { Button } from '@/shared/ui'
import { useAlternarBloqueio } from '../api/bloqueio-registro.mutation'
import { bloqueioLabel, mayBloquear } from '../model/bloqueio'

export interface BloqueioButtonProps {
  cartao: CartaoPonto
  onError: (error: unknown) => void
}

/** TC-048..051: 'Bloquear edição' / 'Desbloquear edição', only with front_bloqueioregistro. */
export function BloqueioButton({ cartao, onError }: BloqueioButtonProps) {
  const sessao = useSessao()
  const mutation = useAlternarBloqueio()
  if (!mayBloquear(sessao)) return null
  const bloqueado = cartao.manutencaoDTO.bloqueado
  return (
    <Button
      variant="secondary"
      size="sm"
      busy={mutation.isPending}
      onClick={() =>
        mutation.mutate(
          { competenciaId: cartao.competencia.id, funcionarioId: cartao.funcionario.id, bloquear: !bloqueado },
          { onError },
        )
      }
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
        {bloqueado ? (
          <path d="M6 8V6a4 4 0 1 1 8 0h-2a2 2 0 1 0-4 0v2h7v10H3V8h3Zm4 3a1.5 1.5 0 0 0-.75 2.8V16h1.5v-2.2A1.5 1.5 0 0 0 10 11Z" />
        ) : (
          <path d="M6 8V6a4 4 0 1 1 8 0v2h3v10H3V8h3Zm2 0h4V6a2 2 0 1 0-4 0v2Zm2 3a1.5 1.5 0 0 0-.75 2.8V16h1.5v-2.2A1.5 1.5 0 0 0 10 11Z" />
        )}
      </svg>
      {bloqueioLabel(bloqueado)}
    </Button>
  )
}
