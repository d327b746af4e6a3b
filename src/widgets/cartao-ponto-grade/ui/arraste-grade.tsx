import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react'
import type { CartaoPonto, Marcacao } from '@/entities/cartao-ponto'
import { mayMoverMarcacao, useMoverMarcacao } from '@/features/cartao-ponto/mover-marcacao'
import { ErrorAlert } from '@/shared/ui'
import { destinoDoSlot, INSTRUCOES_ARRASTE_ID, origemDoSlot, slotDoAlvo, type DestinoArraste, type OrigemArraste } from './arraste'
import { useGrade } from './grade-context'
import { horaExibida } from './marcacao-cell'

/** The pointer moves this far before a press becomes a drag: a click still opens the slot's dialog. */
const DISTANCIA_MINIMA = 5

interface Arraste {
  origem: OrigemArraste
  elemento: HTMLElement
  inicio: { x: number; y: number }
  ponteiro: { x: number; y: number }
  ativo: boolean
  destino: { elemento: HTMLElement; dados: DestinoArraste } | null
  encerrar: () => void
}

/**
 * TC-108..TC-110: one drag layer for the whole grid. A punch is pressed and dragged with the pointer onto an empty slot
 * of any row; the drop calls the move. The slots only carry their position: the layer reads the card, marks the origin
 * and the target in the DOM and moves the floating time without rendering the grid again. A failure shows above it.
 */
export function ArrasteGrade({ cartao, children }: { cartao: CartaoPonto; children: ReactNode }) {
  const { sessao, avisarAlteracao } = useGrade()
  const mover = useMoverMarcacao()
  const [falha, setFalha] = useState<unknown>(null)
  const [ativa, setAtiva] = useState<Marcacao | null>(null)
  const [anuncio, setAnuncio] = useState('')
  const arraste = useRef<Arraste | null>(null)
  const flutuante = useRef<HTMLSpanElement | null>(null)
  const podeMover = mayMoverMarcacao(sessao, cartao)

  useEffect(() => () => arraste.current?.encerrar(), [])

  function marcarDestino(atual: Arraste, alvo: EventTarget | null) {
    const slot = slotDoAlvo(alvo)
    const dados = slot && slot.elemento !== atual.elemento ? destinoDoSlot(cartao, slot.posicao) : null
    if (atual.destino?.elemento === slot?.elemento && (atual.destino !== null) === (dados !== null)) return
    atual.destino?.elemento.removeAttribute('data-destino')
    atual.destino = slot && dados ? { elemento: slot.elemento, dados } : null
    atual.destino?.elemento.setAttribute('data-destino', 'true')
    setAnuncio(dados ? `Sobre ${dados.descricao}.` : 'Fora de uma posição vazia.')
  }

  function soltar(atual: Arraste) {
    const destino = atual.destino?.dados
    setAnuncio(destino ? `Marcação movida para ${destino.descricao}.` : 'Marcação não movida.')
    if (!destino || mover.isPending) return
    const { origem } = atual
    setFalha(null)
    mover.mutate(
      {
        idRegistro: origem.idRegistro,
        idMarcacao: origem.marcacao.id,
        novaSequencia: destino.sequencia,
        modoMarcacao: destino.modoMarcacao,
        dataDestino: destino.data,
        idRegistroDestino: destino.idRegistro,
      },
      { onSuccess: () => avisarAlteracao(destino.data), onError: setFalha },
    )
  }

  function onPointerDown(event: ReactPointerEvent<HTMLDivElement>) {
    if (!podeMover || event.button !== 0 || arraste.current) return
    const slot = slotDoAlvo(event.target)
    const origem = slot && slot.elemento.hasAttribute('data-arrastavel') ? origemDoSlot(cartao, slot.posicao) : null
    if (!slot || !origem) return

    const aoMover = (e: PointerEvent) => {
      const atual = arraste.current!
      atual.ponteiro = { x: e.clientX, y: e.clientY }
      if (!atual.ativo) {
        if (Math.hypot(e.clientX - atual.inicio.x, e.clientY - atual.inicio.y) < DISTANCIA_MINIMA) return
        atual.ativo = true
        atual.elemento.setAttribute('data-arrastando', 'true')
        setAtiva(atual.origem.marcacao)
        setAnuncio(`Marcação ${atual.origem.marcacao.hora} selecionada.`)
      }
      e.preventDefault()
      if (flutuante.current) posicionar(flutuante.current, atual.ponteiro)
      marcarDestino(atual, e.target)
    }
    const terminar = (e: PointerEvent) => {
      const atual = arraste.current!
      encerrar()
      if (!atual.ativo) return
      // The click the browser dispatches right after the release must not open the slot under the pointer.
      const engolir = (clique: MouseEvent) => clique.stopPropagation()
      window.addEventListener('click', engolir, { capture: true, once: true })
      setTimeout(() => window.removeEventListener('click', engolir, { capture: true }))
      marcarDestino(atual, e.target)
      soltar(atual)
    }
    const cancelar = (e: Event) => {
      if (e instanceof KeyboardEvent && e.key !== 'Escape') return
      if (arraste.current?.ativo) setAnuncio('Movimento cancelado.')
      encerrar()
    }
    const encerrar = () => {
      const atual = arraste.current
      if (!atual) return
      window.removeEventListener('pointermove', aoMover)
      window.removeEventListener('pointerup', terminar)
      window.removeEventListener('pointercancel', cancelar)
      window.removeEventListener('keydown', cancelar, { capture: true })
      atual.elemento.removeAttribute('data-arrastando')
      atual.destino?.elemento.removeAttribute('data-destino')
      arraste.current = null
      setAtiva(null)
    }
    const inicio = { x: event.clientX, y: event.clientY }
    arraste.current = { origem, elemento: slot.elemento, inicio, ponteiro: inicio, ativo: false, destino: null, encerrar }
    window.addEventListener('pointermove', aoMover)
    window.addEventListener('pointerup', terminar)
    window.addEventListener('pointercancel', cancelar)
    window.addEventListener('keydown', cancelar, { capture: true })
  }

  return (
    <>
      {falha !== null && <ErrorAlert error={falha} onDismiss={() => setFalha(null)} className="mb-2" />}
      <div aria-busy={mover.isPending || undefined} className="contents" onPointerDown={onPointerDown}>
        {children}
      </div>
      {podeMover && (
        <>
          <p id={INSTRUCOES_ARRASTE_ID} hidden>
            Arraste a marcação com o mouse até uma posição vazia para movê-la.
          </p>
          <p aria-live="assertive" className="sr-only">
            {anuncio}
          </p>
        </>
      )}
      {ativa && (
        <span
          ref={(node) => {
            flutuante.current = node
            if (node && arraste.current) posicionar(node, arraste.current.ponteiro)
          }}
          aria-hidden="true"
          className="pointer-events-none fixed top-0 left-0 z-50 rounded border border-brand-500 bg-white px-2 py-1 font-mono text-xs tabular-nums shadow-lg"
        >
          {horaExibida(ativa)}
        </span>
      )}
    </>
  )
}

function posicionar(elemento: HTMLElement, { x, y }: { x: number; y: number }) {
  elemento.style.transform = `translate(${x + 8}px, ${y + 8}px)`
}
