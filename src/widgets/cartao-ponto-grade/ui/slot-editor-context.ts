import { createContext, useContext } from 'react'
import type { Motivo } from '@/entities/motivo'
import type { SlotMarcacao } from '@/features/cartao-ponto/incluir-marcacao'

export interface AbrirSlot {
  /** Time typed in the grid (keyboard-first), 'hh:mm'. */
  hora?: string
  /** Reason to propose (keyboard-first: the last one used). */
  motivo?: Motivo | null
}

/** Opens the include / alter dialog of a slot (TC-099). */
export type AbrirSlotFn = (slot: SlotMarcacao, opcoes?: AbrirSlot) => void

export const SlotEditorContext = createContext<AbrirSlotFn | null>(null)

export function useSlotEditor(): AbrirSlotFn {
  const abrir = useContext(SlotEditorContext)
  if (!abrir) throw new Error('useSlotEditor outside SlotEditor')
  return abrir
}
