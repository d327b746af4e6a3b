import { useId, useRef, useState } from 'react'
import type { SolicitacaoDetalhe } from '@/entities/solicitacao'
import { isApiError } from '@/shared/api'
import { Button, ConfirmDialog, ErrorAlert, FormField, Textarea } from '@/shared/ui'
import { MSG_MOTIVO_INDEFERIMENTO } from '../api/decisao.schema'
import { useDecidirSolicitacao, type Decisao } from '../api/decidir-solicitacao.mutation'
import { AtestadoDaSolicitacao, type ArquivoBaixado } from './atestado-da-solicitacao'

export const ROTULO_DECISAO: Record<Decisao, string> = { deferir: 'Deferir', indeferir: 'Indeferir', estornar: 'Estornar' }
export const PERGUNTA_ESTORNO = 'Deseja realmente estornar a solicitação? O que o deferimento alterou no cartão ponto será desfeito.'
export const DICA_OBSERVACAO = 'Obrigatória para indeferir: é o motivo que o funcionário verá na solicitação.'

export interface DecisaoSolicitacaoProps {
  solicitacao: SolicitacaoDetalhe
  /** /solicitacao/{id}/aprovacao offers deferir and indeferir; /solicitacao/{id}/estorno offers estornar (REQ-016). */
  modo: 'aprovacao' | 'estorno'
  /** What approving would duplicate on the card, shown before the approver decides. */
  avisos?: readonly string[]
  onDecidida?: (solicitacao: SolicitacaoDetalhe) => void
  /** Opens the abono's medical certificate (docs/api-extensions.md 'Atestado na solicitação de abono'). */
  onAbrirArquivo: (arquivo: ArquivoBaixado) => void
}

/**
 * REQ-011..013, REQ-016: the approver's decision with a note, required to reject (the reason the employee reads);
 * only the actions the server allows are shown.
 */
export function DecisaoSolicitacao({ solicitacao, modo, avisos = [], onDecidida, onAbrirArquivo }: DecisaoSolicitacaoProps) {
  const mutation = useDecidirSolicitacao()
  const [observacao, setObservacao] = useState('')
  const [erroObservacao, setErroObservacao] = useState<string | null>(null)
  const [erro, setErro] = useState<unknown>(null)
  const [confirmarEstorno, setConfirmarEstorno] = useState(false)
  const observacaoRef = useRef<HTMLTextAreaElement>(null)
  const avisosId = useId()
  const decisoes: Decisao[] =
    modo === 'aprovacao'
      ? (['deferir', 'indeferir'] as const).filter((d) => solicitacao.acoes[d])
      : solicitacao.acoes.estornar
        ? ['estornar']
        : []
  if (decisoes.length === 0) return null
  const mostraAvisos = modo === 'aprovacao' && solicitacao.acoes.deferir && avisos.length > 0

  const recusarObservacao = (mensagem: string) => {
    setErroObservacao(mensagem)
    observacaoRef.current?.focus()
  }

  const decidir = async (decisao: Decisao) => {
    if (mutation.isPending) return
    setErro(null)
    setErroObservacao(null)
    if (decisao === 'indeferir' && !observacao.trim()) {
      recusarObservacao(MSG_MOTIVO_INDEFERIMENTO)
      return
    }
    try {
      const decidida = await mutation.mutateAsync({ id: solicitacao.id, decisao, observacaoAprovador: observacao.trim() || null })
      setObservacao('')
      onDecidida?.(decidida)
    } catch (error) {
      const doCampo = isApiError(error) ? error.fieldErrors?.observacaoAprovador : undefined
      if (doCampo) recusarObservacao(doCampo)
      else setErro(error)
    }
  }

  return (
    <section aria-label={modo === 'aprovacao' ? 'Deferimento' : 'Estorno'} className="space-y-3 rounded-md border border-slate-200 bg-white p-4">
      <ErrorAlert error={erro} />
      {solicitacao.anexo && <AtestadoDaSolicitacao solicitacaoId={solicitacao.id} anexo={solicitacao.anexo} onAbrir={onAbrirArquivo} />}
      {mostraAvisos && (
        <div role="note" aria-label="Possível duplicidade" className="rounded-md border border-warning-500/50 bg-warning-50 px-3 py-2 text-sm text-slate-900">
          <ul id={avisosId} className="space-y-1">
            {avisos.map((aviso) => (
              <li key={aviso}>{aviso}</li>
            ))}
          </ul>
        </div>
      )}
      <FormField label="Observação do aprovador" error={erroObservacao ?? undefined} hint={modo === 'aprovacao' && solicitacao.acoes.indeferir ? DICA_OBSERVACAO : undefined}>
        <Textarea
          ref={observacaoRef}
          rows={3}
          maxLength={500}
          value={observacao}
          onChange={(e) => {
            setObservacao(e.target.value)
            setErroObservacao(null)
          }}
        />
      </FormField>
      <div className="flex justify-end gap-2">
        {decisoes.map((decisao) => (
          <Button
            key={decisao}
            variant={decisao === 'deferir' ? 'primary' : 'danger'}
            busy={mutation.isPending && mutation.variables.decisao === decisao}
            disabled={mutation.isPending}
            aria-describedby={decisao === 'deferir' && mostraAvisos ? avisosId : undefined}
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
