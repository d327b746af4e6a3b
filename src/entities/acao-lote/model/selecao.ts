import { FILTRO_LOOKUPS, FILTRO_PADRAO, triStateParam, type FuncionarioFiltro } from '@/entities/funcionario/@x/acao-lote'

/** The filter of the batch employee list: the employee filter (TC-026..029) and whether only those who control time. */
export type FiltroLote = FuncionarioFiltro & { controlaPonto?: boolean }

export const FILTRO_LOTE_PADRAO: FiltroLote = { ...FILTRO_PADRAO, controlaPonto: true }

/** BATCH-001: the filter as the body of POST /api/acoes-lote/funcionarios ('todos' sends nothing). */
export function filtroLoteBody(filtro: FiltroLote): Record<string, string | number> {
  const body: Record<string, string | number> = {}
  for (const campo of FILTRO_LOOKUPS) {
    const id = filtro[campo]
    if (id !== undefined) body[campo] = id
  }
  const ativo = triStateParam(filtro.ativo)
  const permiteHoraExtra = triStateParam(filtro.permiteHoraExtra)
  if (ativo) body.ativo = ativo
  if (permiteHoraExtra) body.permiteHoraExtra = permiteHoraExtra
  if (filtro.controlaPonto) body.controlaPonto = 'true'
  return body
}

/**
 * BATCH-009: the batch-action parameters. `checked` holds the flag of each employee the user touched; with
 * `allChecked` an employee without a flag counts as checked (select-all covers the whole list, every page).
 */
export interface ParametrosAcaoLote {
  allChecked: boolean
  tipoRelatorio: string
  checked: Readonly<Record<number, boolean>>
  /** How many employees are selected (BATCH-010/011). */
  selecionados: number
}

export const PARAMETROS_ACAO_LOTE_PADRAO: ParametrosAcaoLote = {
  allChecked: false,
  tipoRelatorio: 'cartao-ponto',
  checked: {},
  selecionados: 0,
}

export type AcaoSelecao =
  | { type: 'marcar'; id: number; checked: boolean }
  | { type: 'marcarTodos'; totalElements: number }
  | { type: 'limpar' }
  /** BATCH-012: a fresh list was asked for (filter or page changed). */
  | { type: 'novaLista' }
  /** BATCH-013: an employee list arrived. */
  | { type: 'listaCarregada' }

export function estaMarcado(p: ParametrosAcaoLote, id: number): boolean {
  return p.checked[id] ?? p.allChecked
}

/** The selection rules of doc2 §4 (BATCH-010..013). */
export function selecaoReducer(p: ParametrosAcaoLote, acao: AcaoSelecao): ParametrosAcaoLote {
  switch (acao.type) {
    case 'marcar': {
      if (estaMarcado(p, acao.id) === acao.checked) return p
      return {
        ...p,
        checked: { ...p.checked, [acao.id]: acao.checked },
        selecionados: Math.max(0, p.selecionados + (acao.checked ? 1 : -1)),
      }
    }
    case 'marcarTodos':
      return { ...p, allChecked: true, checked: {}, selecionados: acao.totalElements }
    case 'limpar':
    case 'novaLista':
    case 'listaCarregada':
      return { ...PARAMETROS_ACAO_LOTE_PADRAO, tipoRelatorio: p.tipoRelatorio }
  }
}

/** Who a batch call is for (the server's reading of BATCH-009): the ids, or all of the filter but the unchecked. */
export type SelecaoBody =
  | { funcionarios: number[] }
  | { allChecked: true; filtro: Record<string, string | number>; excluidos: number[] }

export function selecaoBody(p: ParametrosAcaoLote, filtro: FiltroLote): SelecaoBody {
  const flags = Object.entries(p.checked).map(([id, checked]) => ({ id: Number(id), checked }))
  if (p.allChecked) return { allChecked: true, filtro: filtroLoteBody(filtro), excluidos: flags.filter((f) => !f.checked).map((f) => f.id) }
  return { funcionarios: flags.filter((f) => f.checked).map((f) => f.id) }
}
