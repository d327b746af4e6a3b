import { useEffect } from 'react'
import { useNavigate } from '@tanstack/react-router'

/** SHELL-016: ctrl+b goes to the clock-in screen. */
export function useClockShortcut(): void {
  const navigate = useNavigate()
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.ctrlKey && !event.altKey && !event.metaKey && event.key.toLowerCase() === 'b') {
        event.preventDefault()
        void navigate({ to: '/relogio' as string })
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [navigate])
}
