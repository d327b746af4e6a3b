/**
 * Text helpers of the legal files (Portarias 1510/2009 and 671/2021): fixed-width fields, ISO-8859-1 (Latin-1)
 * bytes and the CRC-16 the 671 layouts append to their records.
 */

/** Right-aligned number with zeros: `num(7, 9)` = '000000007'. Longer values keep their last `width` digits. */
export function num(value: number | string, width: number): string {
  const digits = String(value).replace(/\D/g, '')
  return digits.padStart(width, '0').slice(-width)
}

/** Control characters (line breaks, tabs) become spaces: a record stays on its line. */
export function semControles(value: string): string {
  return [...value].map((ch) => (ch.charCodeAt(0) < 0x20 ? ' ' : ch)).join('')
}

/** Left-aligned text with spaces, cut at `width`. Characters outside Latin-1 become '?', line breaks spaces. */
export function alfa(value: string | null | undefined, width: number): string {
  return semControles(latin1Safe(value ?? '')).trimStart().padEnd(width, ' ').slice(0, width)
}

/** Replaces characters that ISO-8859-1 cannot hold. */
export function latin1Safe(value: string): string {
  return [...value].map((ch) => (ch.charCodeAt(0) <= 0xff && ch.length === 1 ? ch : '?')).join('')
}

/** ISO-8859-1 bytes of a text (one byte per character). */
export function latin1Bytes(text: string): Uint8Array<ArrayBuffer> {
  const safe = latin1Safe(text)
  const out = new Uint8Array(safe.length)
  for (let i = 0; i < safe.length; i++) out[i] = safe.charCodeAt(i)
  return out
}

/** The text of ISO-8859-1 bytes. */
export function latin1Text(bytes: Uint8Array): string {
  let out = ''
  for (let i = 0; i < bytes.length; i += 8192) out += String.fromCharCode(...bytes.subarray(i, i + 8192))
  return out
}

function crc16Reflected(text: string, poly: number, init: number): number {
  let crc = init
  for (const byte of latin1Bytes(text)) {
    crc ^= byte
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ poly : crc >>> 1
  }
  return crc & 0xffff
}

/** CRC-16/KERMIT (poly 0x1021 reflected, init 0): the Portaria 671 AFD's record check. '123456789' → 2189. */
export function crc16Kermit(text: string): string {
  return crc16Reflected(text, 0x8408, 0x0000).toString(16).toUpperCase().padStart(4, '0')
}

/** CRC-16/MODBUS (poly 0x8005 reflected, init 0xFFFF), which some clocks write instead. '123456789' → 4B37. */
export function crc16Modbus(text: string): string {
  return crc16Reflected(text, 0xa001, 0xffff).toString(16).toUpperCase().padStart(4, '0')
}

/** 'yyyy-MM-dd' → 'ddMMyyyy' (Portaria 1510 dates). */
export function ddmmaaaa(iso: string): string {
  return `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}`
}

/** 'HH:mm' → 'HHmm'. */
export function hhmm(hora: string): string {
  return hora.replace(':', '').padStart(4, '0').slice(0, 4)
}

/** Minutes → 'HHmm' (4 digits, capped at 9959). */
export function minutosHhmm(minutos: number): string {
  const m = Math.max(0, Math.min(Math.round(minutos), 99 * 60 + 59))
  return `${String(Math.floor(m / 60)).padStart(2, '0')}${String(m % 60).padStart(2, '0')}`
}

/** A local date-time 'yyyy-MM-ddTHH:mm[:ss]' → the 671 format 'AAAA-MM-DDThh:mm:00-0300' (24 characters). */
export function dataHora671(local: string, fuso = '-0300'): string {
  return `${local.slice(0, 16)}:00${fuso}`
}

/** 'HH:mm' or '-HH:mm' → minutes; '' → 0. */
export function minutosDe(valor: string | null | undefined): number {
  if (!valor) return 0
  const m = /^(-)?(\d+):(\d{2})$/.exec(valor.trim())
  if (!m) return 0
  const total = Number(m[2]) * 60 + Number(m[3])
  return m[1] ? -total : total
}

export const CRLF = '\r\n'
