const HORAS = /^\s*(-?)(\d+)(?:[:.](\d{1,2}))?\s*$/

/**
 * DASH-009/010: an hour string 'HH:MM' or 'HH.MM' reduced to whole hours by truncation ('10:59' → 10,
 * '10.59' → 10, '-03:30' → -3); a number is truncated too. Null when it is not an hour value.
 */
export function horasInteiras(valor: string | number | null | undefined): number | null {
  if (typeof valor === 'number') return Number.isFinite(valor) ? Math.trunc(valor) || 0 : null
  if (typeof valor !== 'string') return null
  const match = HORAS.exec(valor)
  if (!match) return null
  const horas = Number(match[2])
  return match[1] === '-' && horas !== 0 ? -horas : horas
}
