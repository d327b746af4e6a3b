import { useState } from 'react'
import type { Tratamento } from '@/entities/cartao-ponto'
import { Button } from '@/shared/ui'
import { AlterarJustificativaDialog } from './alterar-justificativa-dialog.lazy'

export interface AlterarJustificativaButtonProps {
  tratamento: Tratamento
  /** Accessible name of the trigger, e.g. 'Alterar horário da justificativa 01:00 Hora Extra'. */
  label: string
  /** After the change was saved (the grid offers to undo it). */
  onSalvo?: () => void
}

/** TC-136: opens the alter-justification-time dialog. */
export function AlterarJustificativaButton({ tratamento, label, onSalvo }: AlterarJustificativaButtonProps) {
  const [aberto, setAberto] = useState(false)
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={label}
        title="Alterar horário da justificativa"
        className="h-5 px-1 text-brand-600"
        onClick={() => setAberto(true)}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-3.5 fill-current">
          <path d="M13.6 2.6a2 2 0 0 1 2.8 0l1 1a2 2 0 0 1 0 2.8L7.8 16H4v-3.8l9.6-9.6ZM6 13v1h1l7.6-7.6-1-1L6 13Z" />
        </svg>
      </Button>
      {aberto && (
        <AlterarJustificativaDialog tratamento={tratamento} open onOpenChange={setAberto} onSalvo={onSalvo} />
      )}
    </>
  )
}
