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
  useEffect(() => {
    if (!loggedIn) return
    let connection: RealtimeConnection | undefined
    const start = () => {
      connection = connectRealtime({ getToken: () => tokenRef.current })
    }
    const cancelar = quandoOcioso(start, 2000, 200)
    return () => {
      cancelar()
      void connection?.disconnect()
    }
  }, [loggedIn]) // the connection reads the current token on each (re)connect; it is not reopened on renewal
}
