import { useEffect, useRef } from 'react'
import { useRouterState } from '@tanstack/react-router'

/**
 * After a navigation to another screen whose page removed the focused element (a form's 'Salvar' that returns to the
 * list, a button that opens another screen), the focus would fall to the page's body and Tab would start over from
 * the top bar: it goes to the main region instead, where the new page begins. The first screen of a load keeps the
 * browser's own start, and a change of parameters on the same screen (the card's next employee) keeps the focus where
 * it is.
 */
export function useFocoAposNavegar(principal: () => HTMLElement | null): void {
  const tela = useRouterState({ select: (s) => (s.status === 'idle' ? s.matches.at(-1)?.routeId : undefined) })
  const anterior = useRef(tela)
  useEffect(() => {
    if (tela === undefined || anterior.current === tela) return
    const primeira = anterior.current === undefined
    anterior.current = tela
    if (primeira) return
    const quadro = requestAnimationFrame(() => {
      if (document.activeElement === null || document.activeElement === document.body) principal()?.focus({ preventScroll: true })
    })
    return () => cancelAnimationFrame(quadro)
  }, [tela, principal])
}
