import { compararIso } from '@/shared/lib'
/** A dated link of an employee (position, department, work place, class, schedule). */
export interface Vinculo {
  id?: number
  inicio: string
  fim: string | null
  [ref: string]: unknown
}

const diaAnterior = (data: string) => {
  const dia = new Date(`${data}T12:00:00Z`)
  dia.setUTCDate(dia.getUTCDate() - 1)
  return dia.toISOString().slice(0, 10)
}

/** The link in force on a date (the latest one that started by then and has not ended). */
export function vinculoAtual<V extends Vinculo>(lista: readonly V[] | undefined, data: string): V | undefined {
  return [...(lista ?? [])]
    .sort((a, b) => compararIso(b.inicio, a.inicio))
    .find((v) => v.inicio <= data && (v.fim === null || v.fim >= data))
}

/**
 * Links after choosing `id` from `desde` on: the link in force is closed the day before and a new one opens;
 * choosing the same register changes nothing; choosing none closes the current link.
 */
export function aplicarVinculo(lista: readonly Vinculo[] | undefined, ref: string, id: number | null, desde: string): Vinculo[] {
  const vinculos = (lista ?? []).map((v) => ({ ...v }))
  const atual = vinculoAtual(vinculos, desde)
  const idAtual = (atual?.[ref] as { id?: number } | null | undefined)?.id ?? null
  if (idAtual === id) return vinculos
  const seguintes = vinculos.filter((v) => v.inicio < desde || v === atual)
  if (atual) {
    if (atual.inicio === desde) seguintes.splice(seguintes.indexOf(atual), 1)
    else atual.fim = diaAnterior(desde)
  }
  return id === null ? seguintes : [...seguintes, { inicio: desde, fim: null, [ref]: { id } }]
}
