import { useEffect, useState } from 'react'
import { useRouterState } from '@tanstack/react-router'
import { trackPageView } from '../model/analytics'
import { menuLabelFor } from '../model/visible-menu'

/** SHELL-017 */
export const ANNOUNCE_DELAY_MS = 500

const APP_NAME = 'Ponto'

/** Announces each page to screen readers 500 ms after the navigation and sends the page view (SHELL-017/018). */
export function RouteAnnouncer() {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const href = useRouterState({ select: (s) => s.location.href })
  const [message, setMessage] = useState('')

  useEffect(() => {
    trackPageView(href)
  }, [href])

  useEffect(() => {
    const label = menuLabelFor(pathname)
    if (label) document.title = `${label} | ${APP_NAME}`
    const timer = setTimeout(() => {
      setMessage(`Página carregada: ${label ?? (document.title || APP_NAME)}`)
    }, ANNOUNCE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [pathname])

  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
      {message}
    </div>
  )
}
