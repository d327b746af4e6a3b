import { useState } from 'react'
import type { CartaoPontoId, MovimentacaoRh } from '@/entities/cartao-ponto'
import { useSessao } from '@/entities/sessao'
import { formatDate } from '@/shared/lib'
import { Button, ConfirmDialog, ErrorAlert } from '@/shared/ui'
import { MSG_CONFIRMA_REMOVER_MOVIMENTACAO, MSG_CONFIRMA_REPROCESSAR_MOVIMENTACAO } from '@/shared/config'
import { useRemoverMovimentacao, useReprocessarMovimentacao } from '../api/movimentacao-rh.mutation'
import {
  podeRemoverMovimentacao,
  podeReprocessarMovimentacao,
} from '../model/movimentacao-rh'

export interface MovimentacaoRhAcoesProps {
  cartao: CartaoPontoId
  movimentacao: MovimentacaoRh
}

type Acao = 'remover' | 'reprocessar'

/** TC-142..145, TC-146: 'Remover' and 'Reprocessar', each by its permission and after a confirmation. */
export function MovimentacaoRhAcoes({ cartao, movimentacao }: MovimentacaoRhAcoesProps) {
  const sessao = useSessao()
  const remover = useRemoverMovimentacao()
  const reprocessar = useReprocessarMovimentacao()
  const [acao, setAcao] = useState<Acao>('remover')
  const [aberto, setAberto] = useState(false)
  const [erro, setErro] = useState<unknown>(null)
  const mayRemover = podeRemoverMovimentacao(sessao)
  const mayReprocessar = podeReprocessarMovimentacao(sessao)
  if (!mayRemover && !mayReprocessar) return null

  const abrir = (nova: Acao) => {
    setErro(null)
    setAcao(nova)
    setAberto(true)
  }

  async function confirmar() {
    const mutation = acao === 'remover' ? remover : reprocessar
    if (mutation.isPending) return
    setErro(null)
    try {
      await mutation.mutateAsync({ ...cartao, id: movimentacao.id })
      setAberto(false)
    } catch (error) {
      setErro(error)
    }
  }

  const descricao = `${movimentacao.tipoMovimentacaoDescricao} de ${formatDate(movimentacao.dataInicio)}`
  return (
    <div className="flex gap-1">
      {mayRemover && (
        <Button
          size="sm"
          variant="secondary"
          className="h-6 px-2"
          aria-label={`Remover justificativas da movimentação ${descricao}`}
          onClick={() => abrir('remover')}
        >
          Remover
        </Button>
      )}
      {mayReprocessar && (
        <Button
          size="sm"
          variant="secondary"
          className="h-6 px-2"
          aria-label={`Reprocessar movimentação ${descricao}`}
          onClick={() => abrir('reprocessar')}
        >
          Reprocessar
        </Button>
      )}
      <ConfirmDialog
        open={aberto}
        question={acao === 'remover' ? MSG_CONFIRMA_REMOVER_MOVIMENTACAO : MSG_CONFIRMA_REPROCESSAR_MOVIMENTACAO}
        confirmVariant={acao === 'remover' ? 'danger' : 'primary'}
        detail={erro ? <ErrorAlert error={erro} /> : undefined}
        onConfirm={confirmar}
        onCancel={() => setAberto(false)}
      />
    </div>
  )
}
