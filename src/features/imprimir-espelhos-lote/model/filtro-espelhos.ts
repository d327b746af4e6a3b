import { FILTRO_LOOKUPS, type FuncionarioFiltro } from '@/entities/funcionario'
import type { FiltroEspelhos } from '../api/espelhos-lote.api'

/** The time card's employee filter as the batch's body: the lookup ids, and the tri-states other than 'todos'. */
export function filtroDoLote(filtro: FuncionarioFiltro): FiltroEspelhos {
  const corpo: FiltroEspelhos = {}
  for (const campo of FILTRO_LOOKUPS) if (filtro[campo] !== undefined) corpo[campo] = filtro[campo]
  if (filtro.ativo !== 'todos') corpo.ativo = filtro.ativo
  if (filtro.permiteHoraExtra !== 'todos') corpo.permiteHoraExtra = filtro.permiteHoraExtra
  return corpo
}
