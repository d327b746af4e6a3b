import { useContext, useRef, type KeyboardEvent } from 'react'
import { DialogMenusContext } from './dialog-menus'
import { ariaLiveMessages, screenReaderStatus, selectComponents, selectStyles, selectTheme } from './select-config'
import { SELECT_TEXT } from './select-texto'

/**
 * What every select needs to behave inside a dialog and a form:
 * - inside a dialog its menu is drawn on the dialog's own element with fixed position: over the dialog's scrolling
 *   body, never clipped by it, and still part of the dialog (clicks, the wheel and the focus trap keep working);
 * - Enter while its menu is open picks the highlighted option, or does nothing (loading, no result): it never submits
 *   the form around it;
 * - the product's look and Portuguese texts (TC-036..040).
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
    },
  }
}
