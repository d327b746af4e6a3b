import { useState, type ReactNode } from 'react'
import type { CartaoPontoId, RegistroDia } from '@/entities/cartao-ponto'
import { cn } from '@/shared/lib'
import type { TipoConversao } from '../model/conversao'
import { ConversaoDialog } from './conversao-dialog.lazy'

export interface ConversaoButtonProps {
  tipo: TipoConversao
  registro: RegistroDia
  cartao: CartaoPontoId
  /** TC-177: the employee has an hour bank in this competence (the card's `manutencaoDTO.existeBancoHoras`). */
  existeBancoHoras: boolean
  /** Accessible name, e.g. 'Alterar Horas Extras de 06/11: 01:00'. */
  label: string
  className?: string
  children: ReactNode
  /** After the conversion was saved (the grid offers to undo it). */
  onSalvo?: () => void
}

/** TC-147..149: the amount of a day as a button that opens its conversion dialog. */
export function ConversaoButton({ tipo, registro, cartao, existeBancoHoras, label, className, children, onSalvo }: ConversaoButtonProps) {
  const [aberto, setAberto] = useState(false)
  return (
    <>
      <button
        type="button"
        aria-label={label}
        title={label}
        onClick={() => setAberto(true)}
        className={cn(
          'cursor-pointer rounded px-0.5 underline decoration-dotted underline-offset-2 hover:bg-brand-50',
          'focus-visible:outline-2 focus-visible:outline-brand-500',
          className,
        )}
      >
        {children}
      </button>
      {aberto && (
        <ConversaoDialog
          tipo={tipo}
          registro={registro}
          cartao={cartao}
          existeBancoHoras={existeBancoHoras}
          open
          onOpenChange={setAberto}
          onSalvo={onSalvo}
        />
      )}
    </>
  )
}
