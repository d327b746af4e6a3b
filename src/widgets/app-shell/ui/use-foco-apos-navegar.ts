import { useEffect, useRef } from 'react'
import { useRouterState } from '@tanstack/react-router'

/**
 * After a navigation whose new page removed the focused element (a form's 'Salvar' that returns to the list, a
 * button that opens another screen), the focus would fall to the page's body and Tab would start over from the top
 * bar: it goes to the main region instead, where the new page begins.
 */
export function useFocoAposNavegar(principal: () => HTMLElement | null): void {
  const pagina = useRouterState({ select: (s) => s.resolvedLocation?.pathname })
  const anterior = useRef(pagina)
  useEffect(() => {
    if (anterior.current === pagina) return
    const primeira = anterior.current === undefined
    anterior.current = pagina
    // The first page of a load keeps the browser's own start (and skips a forced layout while the app starts).
    if (primeira) return
    const quadro = requestAnimationFrame(() => {
      if (document.activeElement === null || document.activeElement === document.body) principal()?.focus({ preventScroll: true })
    })
    return () => cancelAnimationFrame(quadro)
  }, [pagina, principal])
}
