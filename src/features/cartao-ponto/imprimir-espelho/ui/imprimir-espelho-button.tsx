import type { CartaoPonto } from '@/entities/cartao-ponto'
import { hasRole, ROLE, useSessao } from '@/entities/sessao'
import { salvarArquivo } from '@/shared/lib'
import { Button } from '@/shared/ui'
import { useImprimirEspelho } from '../api/imprimir-espelho.mutation'

export interface ImprimirEspelhoButtonProps {
  cartao: CartaoPonto
  /** Receives the PDF to open. */
  onFile: (file: { blob: Blob; filename: string | null }) => void
  onError: (error: unknown) => void
}

/**
 * TC-043/044: prints the espelho do ponto (opens the PDF); only for users holding the print permission. Once printed,
 * 'Salvar PDF do espelho' saves that PDF under the server's file name: Chromium's viewer would save the opened blob
 * under a random id (docs/decisions.md, Print).
 */
export function ImprimirEspelhoButton({ cartao, onFile, onError }: ImprimirEspelhoButtonProps) {
  const sessao = useSessao()
  const mutation = useImprimirEspelho()
  if (!hasRole(sessao, ROLE.imprimirEspelho)) return null
  const emissor = sessao.name || sessao.username
  const { data, variables } = mutation
  const impresso = data && variables?.funcionarioId === cartao.funcionario.id && variables.competenciaId === cartao.competencia.id
    ? data
    : null
  const nome = impresso?.filename ?? 'espelho-ponto.pdf'
  return (
    <>
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
      {impresso && (
        <Button variant="secondary" size="sm" title={`Salva o espelho como ${nome}`} onClick={() => salvarArquivo(impresso.blob, nome)}>
          Salvar PDF do espelho
        </Button>
      )}
    </>
  )
}
