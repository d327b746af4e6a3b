const HORA = /^(\d{1,3}):([0-5]\d)$/

/** 'HH:mm' (hours may exceed 24, e.g. '24:00' or a total) to minutes. */
export function parseHora(hora: string): number {
  if (hora.length === 5 && hora.charCodeAt(2) === 58) {
    const h1 = hora.charCodeAt(0) - 48
    const h2 = hora.charCodeAt(1) - 48
    const m1 = hora.charCodeAt(3) - 48
    const m2 = hora.charCodeAt(4) - 48
    const digits = h1 >= 0 && h1 <= 9 && h2 >= 0 && h2 <= 9 && m1 >= 0 && m1 <= 5 && m2 >= 0 && m2 <= 9
    if (digits) return (h1 * 10 + h2) * 60 + m1 * 10 + m2
  }
  const match = HORA.exec(hora)
  if (!match) throw new RangeError(`Hora inválida: '${hora}'`)
  return Number(match[1]) * 60 + Number(match[2])
}

/** Minutes to 'hh:mm': '08:00', '-01:30', '176:30'. */
export function formatMinutes(minutes: number): string {
  const rounded = Math.round(minutes)
  const abs = Math.abs(rounded)
  const hours = String(Math.floor(abs / 60)).padStart(2, '0')
  const mins = String(abs % 60).padStart(2, '0')
  return `${rounded < 0 ? '-' : ''}${hours}:${mins}`
}

/** Signed minutes of an 'hh:mm' amount ('-01:30' is -90); '' or nothing is 0. */
export function minutosComSinal(valor: string | null | undefined): number {
  if (!valor) return 0
  return valor.startsWith('-') ? -parseHora(valor.slice(1)) : parseHora(valor)
}

/** 'dd/mm' of an ISO date, as the calculation memory names a day. */
export const diaMes = (iso: string): string => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`
