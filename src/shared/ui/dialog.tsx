import { useEffect } from 'react'
import { carregamentoAdiado } from './carregamento-adiado'
import type { DialogProps } from './dialog-radix'

export type { DialogProps }

/**
 * The dialog library (Radix dialog, focus trap, scroll lock) loads on first use, not with the screen: when the browser is
 * idle after a screen with a dialog is shown, or at once when one opens before that. A dialog is always controlled
 * (`open`), so until the library is in there is nothing to draw; an opened dialog appears as soon as it arrives.
 */
const biblioteca = carregamentoAdiado(() => import('./dialog-radix'))
export const carregarDialogos = biblioteca.carregar

export function Dialog(props: DialogProps) {
  const radix = biblioteca.use()
  const { open } = props
  useEffect(() => (open ? void carregarDialogos() : biblioteca.carregarQuandoOcioso()), [open])
  return radix ? <radix.DialogRadix {...props} /> : null
}
