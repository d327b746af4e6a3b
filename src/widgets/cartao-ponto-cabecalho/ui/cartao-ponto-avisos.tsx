import { useId, useState, type ReactNode } from 'react'
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

type Tom = keyof typeof TONES
const GRAVIDADE: readonly Tom[] = ['danger', 'warning', 'info']

function Aviso({ tone, children }: { tone: Tom; children: ReactNode }) {
  return (
    <li className={cn('flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2 text-sm', TONES[tone])}>
      {children}
    </li>
  )
}

interface ItemAviso {
  key: string
  tone: Tom
  conteudo: ReactNode
}

/** Two or more banners fold into one line ('3 avisos', in the tone of the gravest) that unfolds on click. */
function ListaDeAvisos({ avisos }: { avisos: readonly ItemAviso[] }) {
  const [aberta, setAberta] = useState(false)
  const id = useId()
  const lista = (
    <ul id={id} aria-label="Avisos do cartão ponto" hidden={avisos.length > 1 && !aberta} className="flex flex-col gap-1.5">
      {avisos.map(({ key, tone, conteudo }) => (
        <Aviso key={key} tone={tone}>
          {conteudo}
        </Aviso>
      ))}
    </ul>
  )
  if (avisos.length < 2) return lista
  const tom = GRAVIDADE.find((t) => avisos.some((aviso) => aviso.tone === t)) ?? 'info'
  return (
    <div className="flex flex-col gap-1.5">
      <button
        type="button"
        aria-expanded={aberta}
        aria-controls={id}
        onClick={() => setAberta((valor) => !valor)}
        className={cn(
          'flex items-center justify-between gap-2 rounded-md border px-3 py-1.5 text-left text-sm font-medium',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
          TONES[tom],
        )}
      >
        <span>{avisos.length} avisos</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className={cn('size-4 fill-current', aberta && 'rotate-180')}>
          <path d="m5 7 5 6 5-6H5Z" />
        </svg>
      </button>
      {lista}
    </div>
  )
}

/** The card's warnings and banners (TC-052..065). */
export function CartaoPontoAvisos({ cartao, onVisualizar, onAceite, onError }: CartaoPontoAvisosProps) {
  const sessao = useSessao()
  const { funcionario, competencia, manutencaoDTO } = cartao
  const hoje = manutencaoDTO.hoje
  const aceita = mayExecutarAceite(sessao, isOwnCartao(sessao, cartao))
  const avisos: ItemAviso[] = []
  if (!funcionario.ativo) avisos.push({ key: 'inativo', tone: 'warning', conteudo: MSG_FUNCIONARIO_INATIVO })
  if (!funcionario.controlaPonto) avisos.push({ key: 'ponto', tone: 'warning', conteudo: MSG_FUNCIONARIO_NAO_BATE_PONTO })
  // TC-055, TC-056: the notes line; who may change the card edits it (or adds one when there is none).
  if (cartao.observacao) {
    avisos.push({ key: 'observacao', tone: 'info', conteudo: <ObservacaoCartao cartao={cartao} /> })
  }
  const adicionaObservacao = !cartao.observacao && canChange(sessao, cartao)
  if (hoje && (hoje.previsaoSaida || hoje.marcacoesAtuais.length > 0)) {
    avisos.push({
      key: 'hoje',
      tone: 'info',
      conteudo: (
        <span>
          <span className="font-semibold">Previsao de Saida:</span> {hoje.previsaoSaida ?? '--:--'}
          {hoje.marcacoesAtuais.length > 0 && (
            <span className="ml-3">Marcações de hoje: {hoje.marcacoesAtuais.map((m) => m.hora).join(' ')}</span>
          )}
        </span>
      ),
    })
  }
  // The months awaiting acceptance ask the user to act: they stay in view, outside the folded banners.
  const aceites: ItemAviso[] = []
  for (const { competencia: pendente } of cartao.aceitePendente) {
    const atual = pendente.id === competencia.id
    aceites.push({
      key: `aceite-${pendente.id}`,
      tone: 'warning',
      conteudo: (
        <>
          <span>Cartão ponto de {mesAno(pendente)} aguardando aceite.</span>
          {atual ? (
            aceita && <AceiteButton funcionarioId={funcionario.id} competenciaId={pendente.id} onSuccess={onAceite} onError={onError} />
          ) : (
            <Button size="sm" variant="secondary" onClick={() => onVisualizar(pendente.id)}>
              Visualizar
            </Button>
          )}
        </>
      ),
    })
  }
  // TC-052: days in error ask the user to act; the message stays in view, outside the folded banners.
  const erros = temErros(cartao)
  if (!erros && avisos.length === 0 && aceites.length === 0 && !adicionaObservacao) return null
  return (
    <>
      {erros && <p className={cn('rounded-md border px-3 py-2 text-sm', TONES.danger)}>{MSG_ERROS_NOS_REGISTROS}</p>}
      {avisos.length > 0 && <ListaDeAvisos avisos={avisos} />}
      {aceites.length > 0 && (
        <ul aria-label="Aceites pendentes" className="flex flex-col gap-1.5">
          {aceites.map(({ key, tone, conteudo }) => (
            <Aviso key={key} tone={tone}>
              {conteudo}
            </Aviso>
          ))}
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
