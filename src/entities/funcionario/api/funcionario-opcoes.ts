import type { FuncionarioFiltro } from '../model/filtro'
import { funcionarioLabel } from '../model/funcionario'
import { searchFuncionarios } from './funcionario-search'

/** Options shown per search in an employee picker. */
const OPCOES_POR_BUSCA = 20

/** An employee as a picker's option. */
export interface FuncionarioOpcao {
  id: number
  label: string
}

/** The active-only search needs no `ativo` parameter: the path restricts it. */
const SEM_RESTRICAO: FuncionarioFiltro = { ativo: 'todos', permiteHoraExtra: 'todos' }

/**
 * The picker of the screens that act for an employee at the clock (clock-in by the administrator, the clock simulator,
 * sending employees to a clock): it offers only active employees, through the active-only search (REG-015).
 */
export async function buscarFuncionarioOpcoes(text: string, signal: AbortSignal): Promise<FuncionarioOpcao[]> {
  const pagina = await searchFuncionarios({ text, page: 0, size: OPCOES_POR_BUSCA, filtro: SEM_RESTRICAO }, signal, 'ativos')
  return pagina.items.map((f) => ({ id: f.id, label: funcionarioLabel(f) }))
}
