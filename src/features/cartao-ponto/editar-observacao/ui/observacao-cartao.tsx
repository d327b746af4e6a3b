import { useState } from 'react'
import { canChange, type CartaoPonto } from '@/entities/cartao-ponto'
import { useSessao } from '@/entities/sessao'
import { Button, lazyComponent } from '@/shared/ui'

/** The form (and its form library) loads on the first edit. */
const EditarObservacao = lazyComponent(() => import('./editar-observacao').then((m) => m.EditarObservacao))

export interface ObservacaoCartaoProps {
  cartao: CartaoPonto
}

/** TC-055, TC-056: the notes line; users who may change the card edit it in place. */
export function ObservacaoCartao({ cartao }: ObservacaoCartaoProps) {
  const sessao = useSessao()
  const [editando, setEditando] = useState(false)
  const editavel = canChange(sessao, cartao)
  const ids = { funcionarioId: cartao.funcionario.id, competenciaId: cartao.competencia.id }
  if (editando && editavel) return <EditarObservacao ids={ids} onClose={() => setEditando(false)} />
  if (!cartao.observacao) {
    return editavel ? (
      <Button size="sm" variant="secondary" onClick={() => setEditando(true)}>
        Adicionar observação
      </Button>
    ) : null
  }
  return (
    <>
      <span data-testid="observacao-cartao">
        <span className="font-semibold">Observação:</span> {cartao.observacao}
      </span>
      {editavel && (
        <Button size="sm" variant="secondary" onClick={() => setEditando(true)}>
          Editar observação
        </Button>
      )}
    </>
  )
}
