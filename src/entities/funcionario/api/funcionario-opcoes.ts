import { FILTRO_PADRAO } from '../model/filtro'
import { funcionarioLabel } from '../model/funcionario'
import { searchFuncionarios } from './funcionario-search'

/** Options shown per search in an employee picker. */
const OPCOES_POR_BUSCA = 20

/** An employee as a picker's option. */
export interface FuncionarioOpcao {
  id: number
  label: string
}

/** An employee picker's search: the first employees (default filter) matching the text, as options. */
export async function buscarFuncionarioOpcoes(text: string, signal: AbortSignal): Promise<FuncionarioOpcao[]> {
  const pagina = await searchFuncionarios({ text, page: 0, size: OPCOES_POR_BUSCA, filtro: FILTRO_PADRAO }, signal)
  return pagina.items.map((f) => ({ id: f.id, label: funcionarioLabel(f) }))
}
