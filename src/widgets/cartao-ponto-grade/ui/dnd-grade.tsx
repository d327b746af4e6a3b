import {
  DndContext,
  DragOverlay,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core'
import { useState, type ReactNode } from 'react'
import type { Marcacao } from '@/entities/cartao-ponto'
import { useMoverMarcacao } from '@/features/cartao-ponto/mover-marcacao'
import { ErrorAlert } from '@/shared/ui'
import { horaExibida } from './marcacao-cell'

/** What a draggable punch carries. */
export interface OrigemArraste {
  marcacao: Marcacao
  idRegistro: number
  descricao: string
}

/** What an empty slot carries as a drop target. */
export interface DestinoArraste {
  data: string
  idRegistro: number | null
  sequencia: number
  modoMarcacao: 'ENTRADA' | 'SAIDA'
  descricao: string
}

const origemDe = (data: unknown) => (data as OrigemArraste | undefined) ?? null
const destinoDe = (data: unknown) => (data as DestinoArraste | undefined) ?? null

const ANUNCIOS: Announcements = {
  onDragStart: ({ active }) => `Marcação ${origemDe(active.data.current)?.marcacao.hora ?? ''} selecionada.`,
  onDragOver: ({ over }) => (over ? `Sobre ${destinoDe(over.data.current)?.descricao ?? ''}.` : 'Fora de uma posição vazia.'),
  onDragEnd: ({ over }) => (over ? `Marcação movida para ${destinoDe(over.data.current)?.descricao ?? ''}.` : 'Marcação não movida.'),
  onDragCancel: () => 'Movimento cancelado.',
}

/**
 * TC-108..TC-110: punches are dragged with the pointer (a small distance first, so a click still opens the dialog) and
 * dropped on empty slots of any row; a drop calls the move. A failure shows above the grid.
 */
export function DndGrade({ children }: { children: ReactNode }) {
  const mover = useMoverMarcacao()
  const [falha, setFalha] = useState<unknown>(null)
  const [ativa, setAtiva] = useState<Marcacao | null>(null)
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }))

  function onDragStart({ active }: DragStartEvent) {
    setAtiva(origemDe(active.data.current)?.marcacao ?? null)
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    setAtiva(null)
    const origem = origemDe(active.data.current)
    const destino = over && destinoDe(over.data.current)
    if (!origem || !destino || mover.isPending) return
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
      { onError: setFalha },
    )
  }

  return (
    <DndContext
      sensors={sensors}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setAtiva(null)}
      accessibility={{
        announcements: ANUNCIOS,
        screenReaderInstructions: { draggable: 'Arraste a marcação com o mouse até uma posição vazia para movê-la.' },
      }}
    >
      {falha !== null && <ErrorAlert error={falha} onDismiss={() => setFalha(null)} className="mb-2" />}
      <div aria-busy={mover.isPending || undefined} className="contents">
        {children}
      </div>
      <DragOverlay dropAnimation={null}>
        {ativa && (
          <span className="rounded border border-brand-500 bg-white px-2 py-1 font-mono text-xs tabular-nums shadow-lg">
            {horaExibida(ativa)}
          </span>
        )}
      </DragOverlay>
    </DndContext>
  )
}
