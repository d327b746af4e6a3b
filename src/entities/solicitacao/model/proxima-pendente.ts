/** Where a request stands in the list: the list's order is the newest start first, then the highest number. */
export interface PosicaoNaLista {
  id: number
  inicio: string
}

/** Whether `a` comes after `atual` in the list's order (start descending, then id descending). */
export const vemDepois = (a: PosicaoNaLista, atual: PosicaoNaLista): boolean =>
  a.inicio < atual.inicio || (a.inicio === atual.inicio && a.id < atual.id)

/**
 * The pending request to decide after `atual`: the first of `itens` (a page of the list, in its order) that comes
 * after it; with `volta`, when none does, the first other one (those the approver passed over).
 */
export function proximaNaOrdem<T extends PosicaoNaLista>(itens: readonly T[], atual: PosicaoNaLista, { volta = false } = {}): T | undefined {
  return itens.find((i) => i.id !== atual.id && (volta || vemDepois(i, atual)))
}
