import { useContext, useRef, type FocusEvent, type KeyboardEvent } from 'react'
import { DialogMenusContext } from './dialog-menus'
import { ariaLiveMessages, screenReaderStatus, selectComponents, selectStyles, selectTheme } from './select-config'
import { SELECT_TEXT } from './select-texto'

/**
 * What every select needs to behave inside a dialog and a form:
 * - inside a dialog its menu is drawn on the dialog's own element with fixed position: over the dialog's scrolling
 *   body, never clipped by it, and still part of the dialog (clicks, the wheel and the focus trap keep working);
 * - Enter while its menu is open picks the highlighted option, or does nothing (loading, no result): it never submits
 *   the form around it;
 * - the product's look and Portuguese texts (TC-036..040);
 * - inside a dialog, Tab out of it reaches the next field: see `focoSegueAoSair`.
 */
export function useSelectBase<Option, IsMulti extends boolean>(menuPortalTarget: HTMLElement | null | undefined, invalid: boolean) {
  const dialogo = useContext(DialogMenusContext)
  const aberto = useRef(false)
  const abertoNaTecla = useRef(false)
  const alvo = menuPortalTarget ?? dialogo
  return {
    selectProps: {
      loadingMessage: () => SELECT_TEXT.loading,
      screenReaderStatus,
      ariaLiveMessages,
      components: selectComponents,
      theme: selectTheme,
      styles: selectStyles<Option, IsMulti>(invalid),
      'aria-invalid': invalid || undefined,
      onMenuOpen: () => {
        aberto.current = true
      },
      onMenuClose: () => {
        aberto.current = false
      },
      ...(alvo ? { menuPortalTarget: alvo, menuPosition: 'fixed' as const } : {}),
    },
    wrapperProps: {
      onKeyDownCapture: () => {
        abertoNaTecla.current = aberto.current
      },
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === 'Enter' && abertoNaTecla.current) event.preventDefault()
      },
      onBlurCapture: focoSegueAoSair,
    },
  }
}

/**
 * On blur react-select removes its screen-reader texts while the focus is nowhere (the body, between the blur and the
 * focus of the next field). A dialog's focus trap (Radix FocusScope) reads a removal at that moment as "the focused
 * element is gone" and moves the focus to the dialog itself: Tab could never leave a select. Giving the next field its
 * focus before react-select's own blur handler runs keeps the focus somewhere real.
 */
function focoSegueAoSair(event: FocusEvent<HTMLElement>): void {
  const destino = event.relatedTarget
  if (destino instanceof HTMLElement && !event.currentTarget.contains(destino)) destino.focus()
}
