import { useEffect } from 'react'
import { useAuth } from 'react-oidc-context'
import { connectRealtime } from '@/shared/api'

/** RT-001..004: one STOMP connection while the user is in the application. */
export function useRealtime() {
  const auth = useAuth()
  const token = auth.user?.access_token
  useEffect(() => {
    if (!token) return
    const connection = connectRealtime({ getToken: () => token })
    return () => void connection.disconnect()
    // Reconnecting on every token renewal would drop the channel each few minutes; the first token suffices.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [!!token])
}
