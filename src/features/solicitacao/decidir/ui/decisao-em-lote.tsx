import { useRef, useState } from 'react'
import type { Solicitacao } from '@/entities/solicitacao'
import { Button, Dialog, FormField, Textarea } from '@/shared/ui'
import { MSG_MOTIVO_INDEFERIMENTO } from '../api/decisao.schema'
import { useDecisaoEmLote } from '../model/use-decisao-em-lote'
import { DICA_OBSERVACAO } from './decisao-solicitacao'
import { PreviaEmLote } from './previa-em-lote'

type DecisaoDoLote = 'deferir' | 'indeferir'

const TEXTOS: Record<DecisaoDoLote, { botao: string; titulo: string; confirmar: string; feita: string }> = {
  deferir: { botao: 'Deferir selecionadas', titulo: 'Deferir', confirmar: 'Confirmar deferimento', feita: 'deferida' },
  indeferir: { botao: 'Indeferir selecionadas', titulo: 'Indeferir', confirmar: 'Confirmar indeferimento', feita: 'indeferida' },
}

const solicitacoes = (n: number) => `${n} ${n === 1 ? 'solicitação' : 'solicitações'}`

/** '2 solicitações deferidas.', '1 solicitação indeferida; 1 com falha.', 'Nenhuma solicitação foi deferida; 2 com falha.' */
export function resumoDoLote(decisao: DecisaoDoLote, decididas: number, falhas: number): string {
  const { feita } = TEXTOS[decisao]
  const feitas = decididas === 0 ? `Nenhuma solicitação foi ${feita}` : `${solicitacoes(decididas)} ${feita}${decididas === 1 ? '' : 's'}`
  return falhas > 0 ? `${feitas}; ${falhas} com falha.` : `${feitas}.`
}

export interface DecisaoEmLoteProps {
  /** The pending requests checked in the list, in its order. */
  selecionadas: readonly Solicitacao[]
  /** After a run, the requests the server decided. */
  onDecididas?: (ids: number[]) => void
}

/**
 * 'Deferir selecionadas' and 'Indeferir selecionadas' (shown while some are checked): a dialog previews what each
 * request will do on the card, asks the reason of a rejection (REQ-012, one for all), then decides them one by one,
 * showing the progress and each failure with the server's message.
 */
export function DecisaoEmLote({ selecionadas, onDecididas }: DecisaoEmLoteProps) {
  const { resultados, executando, executar, limpar } = useDecisaoEmLote()
  const [aberta, setAberta] = useState<{ decisao: DecisaoDoLote; lote: readonly Solicitacao[] } | null>(null)
  const [terminada, setTerminada] = useState(false)
  const [observacao, setObservacao] = useState('')
  const [erroObservacao, setErroObservacao] = useState<string | null>(null)
  const observacaoRef = useRef<HTMLTextAreaElement>(null)
  const abridor = useRef<HTMLElement | null>(null)

  const abrir = (decisao: DecisaoDoLote, botao: HTMLElement) => {
    abridor.current = botao
    limpar()
    setTerminada(false)
    setObservacao('')
    setErroObservacao(null)
    setAberta({ decisao, lote: [...selecionadas] })
  }

  const confirmar = async () => {
    if (!aberta || executando) return
    const texto = observacao.trim()
    if (aberta.decisao === 'indeferir' && !texto) {
      setErroObservacao(MSG_MOTIVO_INDEFERIMENTO)
      observacaoRef.current?.focus()
      return
    }
    const decididas = await executar(aberta.lote.map((s) => s.id), aberta.decisao, texto || null)
    setTerminada(true)
    onDecididas?.(decididas)
  }

  const total = aberta?.lote.length ?? 0
  const resultadosDoLote = [...resultados.values()]
  const respondidas = resultadosDoLote.filter((r) => r.estado !== 'enviando').length
  const falhas = resultadosDoLote.filter((r) => r.estado === 'falhou').length
  const andamento = !aberta
    ? ''
    : terminada
      ? resumoDoLote(aberta.decisao, respondidas - falhas, falhas)
      : executando
        ? `Enviando ${Math.min(respondidas + 1, total)} de ${total}…`
        : ''

  return (
    <>
      {selecionadas.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {(['deferir', 'indeferir'] as const).map((decisao) => (
            <Button
              key={decisao}
              variant={decisao === 'deferir' ? 'primary' : 'danger'}
              disabled={executando}
              onClick={(e) => abrir(decisao, e.currentTarget)}
            >
              {TEXTOS[decisao].botao}
            </Button>
          ))}
        </div>
      )}
      <Dialog
        open={aberta !== null}
        onOpenChange={(aberto) => {
          if (!aberto && !executando) setAberta(null)
        }}
        size="lg"
        title={aberta ? `${TEXTOS[aberta.decisao].titulo} ${solicitacoes(total)}` : ''}
        description="Confira o que cada solicitação fará no cartão ponto antes de confirmar."
        onCloseAutoFocus={(e) => {
          e.preventDefault()
          // Every selected request decided: the buttons are gone with the selection, and the focus goes back to the page.
          const destino = abridor.current?.isConnected ? abridor.current : document.getElementById('conteudo')
          destino?.focus()
        }}
        footer={
          aberta &&
          (terminada ? (
            <Button variant="secondary" onClick={() => setAberta(null)}>
              Fechar
            </Button>
          ) : (
            <>
              <Button variant={aberta.decisao === 'deferir' ? 'primary' : 'danger'} busy={executando} onClick={() => void confirmar()}>
                {TEXTOS[aberta.decisao].confirmar}
              </Button>
              <Button variant="secondary" disabled={executando} onClick={() => setAberta(null)}>
                Cancelar
              </Button>
            </>
          ))
        }
      >
        {aberta && (
          <div className="space-y-4">
            <PreviaEmLote lote={aberta.lote} decisao={aberta.decisao} resultados={resultados} />
            <FormField
              label="Observação do aprovador"
              error={erroObservacao ?? undefined}
              hint={aberta.decisao === 'indeferir' ? DICA_OBSERVACAO : undefined}
            >
              <Textarea
                ref={observacaoRef}
                rows={2}
                maxLength={500}
                value={observacao}
                disabled={executando || terminada}
                onChange={(e) => {
                  setObservacao(e.target.value)
                  setErroObservacao(null)
                }}
              />
            </FormField>
            {(executando || terminada) && (
              <progress aria-label="Progresso da decisão em lote" max={total} value={respondidas} className="w-full accent-brand-500" />
            )}
            <p role="status" className="font-medium text-slate-800">
              {andamento}
            </p>
          </div>
        )}
      </Dialog>
    </>
  )
}
