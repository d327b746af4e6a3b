import type { ReactNode } from 'react'
import { mesAno } from '@/entities/competencia'
import { canChange, isOwnCartao, type CartaoPonto } from '@/entities/cartao-ponto'
import { useSessao } from '@/entities/sessao'
import { ObservacaoCartao } from '@/features/cartao-ponto/editar-observacao'
import { AceiteButton, mayExecutarAceite } from '@/features/cartao-ponto/executar-aceite'
import { Button } from '@/shared/ui'
import { cn } from '@/shared/lib'
import { MSG_ERROS_NOS_REGISTROS, MSG_FUNCIONARIO_INATIVO, MSG_FUNCIONARIO_NAO_BATE_PONTO } from '@/shared/config'
import { temErros } from '../model/avisos'

export interface CartaoPontoAvisosProps {
  cartao: CartaoPonto
  /** 'Visualizar': open the card of another competence (TC-061). */
  onVisualizar: (competenciaId: number) => void
  onAceite: (message: string) => void
  onError: (error: unknown) => void
}

const TONES = {
  danger: 'border-danger-500/40 bg-danger-50 text-danger-700',
  warning: 'border-warning-500/50 bg-warning-50 text-slate-900',
  info: 'border-brand-500/30 bg-brand-50 text-slate-900',
} as const

function Aviso({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <li className={cn('flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm', TONES[tone])}>
      {children}
    </li>
  )
}

/** The card's warnings and banners (TC-052..065). */
export function CartaoPontoAvisos({ cartao, onVisualizar, onAceite, onError }: CartaoPontoAvisosProps) {
  const sessao = useSessao()
  const { funcionario, competencia, manutencaoDTO } = cartao
  const hoje = manutencaoDTO.hoje
  const aceita = mayExecutarAceite(sessao, isOwnCartao(sessao, cartao))
  const avisos: ReactNode[] = []
  if (temErros(cartao)) avisos.push(<Aviso key="erros" tone="danger">{MSG_ERROS_NOS_REGISTROS}</Aviso>)
  if (!funcionario.ativo) avisos.push(<Aviso key="inativo" tone="warning">{MSG_FUNCIONARIO_INATIVO}</Aviso>)
  if (!funcionario.controlaPonto) avisos.push(<Aviso key="ponto" tone="warning">{MSG_FUNCIONARIO_NAO_BATE_PONTO}</Aviso>)
  // TC-055, TC-056: the notes line; who may change the card edits it (or adds one when there is none).
  if (cartao.observacao) {
    avisos.push(
      <Aviso key="observacao" tone="info">
        <ObservacaoCartao cartao={cartao} />
      </Aviso>,
    )
  }
  const adicionaObservacao = !cartao.observacao && canChange(sessao, cartao)
  if (hoje && (hoje.previsaoSaida || hoje.marcacoesAtuais.length > 0)) {
    avisos.push(
      <Aviso key="hoje" tone="info">
        <span>
          <span className="font-semibold">Previsao de Saida:</span> {hoje.previsaoSaida ?? '--:--'}
          {hoje.marcacoesAtuais.length > 0 && (
            <span className="ml-3">Marcações de hoje: {hoje.marcacoesAtuais.map((m) => m.hora).join(' ')}</span>
          )}
        </span>
      </Aviso>,
    )
  }
  for (const { competencia: pendente } of cartao.aceitePendente) {
    const atual = pendente.id === competencia.id
    avisos.push(
      <Aviso key={`aceite-${pendente.id}`} tone="warning">
        <span>Cartão ponto de {mesAno(pendente)} aguardando aceite.</span>
        {atual ? (
          aceita && (
            <AceiteButton funcionarioId={funcionario.id} competenciaId={pendente.id} onSuccess={onAceite} onError={onError} />
          )
        ) : (
          <Button size="sm" variant="secondary" onClick={() => onVisualizar(pendente.id)}>
            Visualizar
          </Button>
        )}
      </Aviso>,
    )
  }
  if (avisos.length === 0 && !adicionaObservacao) return null
  return (
    <>
      {avisos.length > 0 && (
        <ul aria-label="Avisos do cartão ponto" className="flex flex-col gap-1.5">
          {avisos}
        </ul>
      )}
      {adicionaObservacao && (
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <ObservacaoCartao cartao={cartao} />
        </div>
      )}
    </>
  )
}
