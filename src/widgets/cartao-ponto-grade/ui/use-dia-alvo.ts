import { useEffect } from 'react'
import { useLocation } from '@tanstack/react-router'

/** The day named by the address (`#dia-YYYY-MM-DD`, e.g. from an inconsistency) is scrolled into view once shown. */
export function useDiaAlvo(cartaoCarregado: unknown): void {
  const hash = useLocation({ select: (location) => location.hash })
  useEffect(() => {
    if (!hash.startsWith('dia-')) return
    document.getElementById(hash)?.scrollIntoView({ block: 'center' })
  }, [hash, cartaoCarregado])
}
