import { useEffect, useState } from 'react'

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/

/** A server LocalDateTime ('2026-11-16T12:00:05') as a local Date (NaN date when unreadable). */
export function parseLocalDateTime(value: string): Date {
  const match = LOCAL_DATE_TIME.exec(value)
  if (!match) return new Date(Number.NaN)
  const [, y, m, d, hh, mm, ss = '0'] = match
  return new Date(Number(y), Number(m) - 1, Number(d), Number(hh), Number(mm), Number(ss))
}

/**
 * The server's clock at `now`: its instant `agora`, received at `recebidoEm` (ms), moved on by the time passed
 * since. The screen shows the server's time, the one the punch gets, not the browser's.
 */
export function horaDoServidor(agora: string, recebidoEm: number, now: number): Date {
  return new Date(parseLocalDateTime(agora).getTime() + Math.max(0, now - recebidoEm))
}

const pad = (n: number) => String(n).padStart(2, '0')

/** 'HH:mm:ss' of the big clock. */
export function formatHoraRelogio(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
}

/** The NSR with nine digits, as printed on the receipt and in the AFD. */
export function formatNsr(nsr: number): string {
  return String(nsr).padStart(9, '0')
}

/** The server's clock, ticking every second from the instant the last answer brought. */
export function useHoraDoServidor(agora: string | undefined, recebidoEm: number): Date | null {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(id)
  }, [])
  return agora === undefined ? null : horaDoServidor(agora, recebidoEm, now)
}
