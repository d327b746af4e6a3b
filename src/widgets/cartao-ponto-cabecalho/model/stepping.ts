/** One page of the employee list as the server reported it (TC-021: no client page size). */
export interface PaginaFuncionarios {
  ids: readonly number[]
  /** 0-based. */
  page: number
  totalPages: number
}

export type Direcao = 'anterior' | 'proximo'

/** Where a step leads: an employee of a known page, or the edge of a page still to be read. */
export type Passo =
  | { kind: 'funcionario'; funcionarioId: number; page: number }
  | { kind: 'pagina'; page: number; edge: 'first' | 'last' }

/**
 * TC-017..020: previous/next in the current list; past the end of a page, the first employee of
 * the next page; before its start, the last one of the previous page. An employee who is not in
 * the page (chosen by search) enters it at its first or last employee. `null` at the very ends.
 */
export function passo(pagina: PaginaFuncionarios, atual: number | null, direcao: Direcao): Passo | null {
  const { ids, page, totalPages } = pagina
  const index = atual === null ? -1 : ids.indexOf(atual)
  const lastPage = totalPages - 1
  if (direcao === 'proximo') {
    const target = index === -1 ? ids[0] : ids[index + 1]
    if (target !== undefined) return { kind: 'funcionario', funcionarioId: target, page }
    return page < lastPage ? { kind: 'pagina', page: page + 1, edge: 'first' } : null
  }
  const target = index === -1 ? ids.at(-1) : index > 0 ? ids[index - 1] : undefined
  if (target !== undefined) return { kind: 'funcionario', funcionarioId: target, page }
  return page > 0 && lastPage >= 0 ? { kind: 'pagina', page: Math.min(page - 1, lastPage), edge: 'last' } : null
}

/** A page-edge step made concrete once that page's ids are known. */
export function resolverPasso(
  step: Passo | null,
  adjacente: readonly number[] | undefined,
): { funcionarioId: number; page: number } | null {
  if (!step) return null
  if (step.kind === 'funcionario') return { funcionarioId: step.funcionarioId, page: step.page }
  const id = step.edge === 'first' ? adjacente?.[0] : adjacente?.at(-1)
  return id === undefined ? null : { funcionarioId: id, page: step.page }
}
