import { useState } from 'react'
import type { SolicitacaoDetalhe } from '@/entities/solicitacao'
import { Button, ConfirmDialog, ErrorAlert, FormField, Textarea } from '@/shared/ui'
import { useDecidirSolicitacao, type Decisao } from '../api/decidir-solicitacao.mutation'

export const ROTULO_DECISAO: Record<Decisao, string> = { deferir: 'Deferir', indeferir: 'Indeferir', estornar: 'Estornar' }
export const PERGUNTA_ESTORNO = 'Deseja realmente estornar a solicitação? O que o deferimento alterou no cartão ponto será desfeito.'

export interface DecisaoSolicitacaoProps {
  solicitacao: SolicitacaoDetalhe
  /** /solicitacao/{id}/aprovacao offers deferir and indeferir; /solicitacao/{id}/estorno offers estornar (REQ-016). */
  modo: 'aprovacao' | 'estorno'
  onDecidida?: (solicitacao: SolicitacaoDetalhe) => void
}

/** REQ-011..013, REQ-016: the approver's decision with an optional note; only the actions the server allows are shown. */
export function DecisaoSolicitacao({ solicitacao, modo, onDecidida }: DecisaoSolicitacaoProps) {
  const mutation = useDecidirSolicitacao()
  const [observacao, setObservacao] = useState('')
  const [erro, setErro] = useState<unknown>(null)
  const [confirmarEstorno, setConfirmarEstorno] = useState(false)
  const decisoes: Decisao[] =
    modo === 'aprovacao'
      ? (['deferir', 'indeferir'] as const).filter((d) => solicitacao.acoes[d])
      : solicitacao.acoes.estornar
        ? ['estornar']
        : []
  if (decisoes.length === 0) return null

  const decidir = async (decisao: Decisao) => {
    if (mutation.isPending) return
    setErro(null)
    try {
      const decidida = await mutation.mutateAsync({ id: solicitacao.id, decisao, observacaoAprovador: observacao.trim() || null })
      setObservacao('')
      onDecidida?.(decidida)
    } catch (error) {
      setErro(error)
    }
  }

  return (
    <section aria-label={modo === 'aprovacao' ? 'Deferimento' : 'Estorno'} className="space-y-3 rounded-md border border-slate-200 bg-white p-4">
      <ErrorAlert error={erro} />
      <FormField label="Observação do aprovador">
        <Textarea rows={3} maxLength={500} value={observacao} onChange={(e) => setObservacao(e.target.value)} />
      </FormField>
      <div className="flex justify-end gap-2">
        {decisoes.map((decisao) => (
          <Button
            key={decisao}
            variant={decisao === 'deferir' ? 'primary' : 'danger'}
            busy={mutation.isPending && mutation.variables.decisao === decisao}
            disabled={mutation.isPending}
            onClick={() => (decisao === 'estornar' ? setConfirmarEstorno(true) : void decidir(decisao))}
          >
            {ROTULO_DECISAO[decisao]}
          </Button>
        ))}
      </div>
      <ConfirmDialog
        open={confirmarEstorno}
        question={PERGUNTA_ESTORNO}
        confirmVariant="danger"
        onCancel={() => setConfirmarEstorno(false)}
        onConfirm={async () => {
          await decidir('estornar')
          setConfirmarEstorno(false)
        }}
      />
    </section>
  )
}
