import { useEffect, useRef } from 'react'
import { useCartaoPontoAoVivo } from '@/entities/cartao-ponto'
import { connectRealtime, type RealtimeConnection } from '@/shared/api'
import { quandoOcioso } from '@/shared/lib'
import { useAuthSnapshot } from '../auth/auth-store'

/**
 * RT-001..004: one STOMP connection while the user is in the application, opened once the page is idle. Cards changed
 * by other sessions invalidate what is derived from them on every screen (CARTAO_DERIVADOS).
 */
export function useRealtime() {
  useCartaoPontoAoVivo()
  const { token } = useAuthSnapshot()
  const tokenRef = useRef(token)
  tokenRef.current = token
  const loggedIn = !!token
  const connectionRef = useRef<RealtimeConnection | undefined>(undefined)
  useEffect(() => {
    if (!loggedIn) return
    const start = () => {
      connectionRef.current = connectRealtime({ getToken: () => tokenRef.current })
    }
    const cancelar = quandoOcioso(start, 2000, 200)
    return () => {
      cancelar()
      void connectionRef.current?.disconnect()
      connectionRef.current = undefined
    }
  }, [loggedIn]) // the connection reads the current token on each (re)connect
  // The server ends the connection when its token expires: a renewed token connects again now.
  useEffect(() => {
    connectionRef.current?.renewToken()
  }, [token])
}
