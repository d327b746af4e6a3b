import { useQuery } from '@tanstack/react-query'
import { tipoSolicitacaoResource } from '@/entities/cadastro/tipo-solicitacao'
import { configQueries } from '@/entities/configuracao'
import { FILTRO_PADRAO, funcionarioLabel, funcionarioQueries, searchFuncionarios } from '@/entities/funcionario'
import type { FuncionarioOpcao, TipoOpcao } from '../model/solicitacao-form.schema'

const OPCOES_POR_BUSCA = 20

/** Employees the user may pick (the server limits a plain employee to themself). */
export async function buscarFuncionarios(text: string, signal?: AbortSignal): Promise<FuncionarioOpcao[]> {
  const pagina = await searchFuncionarios({ text, page: 0, size: OPCOES_POR_BUSCA, filtro: FILTRO_PADRAO }, signal)
  return pagina.items.map((f) => ({ id: f.id, label: funcionarioLabel(f) }))
}

/** The active request types with their reason and day bank (REQ-007/008). */
export function useTiposSolicitacao() {
  const query = useQuery(tipoSolicitacaoResource.queries.list({ page: 0, size: 200 }))
  const tipos: TipoOpcao[] = (query.data?.items ?? []).filter((t) => t.ativo)
  return { tipos, isPending: query.isPending, error: query.error }
}

/** The include-punch type of the configuration: its hours are the punch's time, so they are required. */
export function useTipoIncluirMarcacaoId(): number | null {
  const config = useQuery(configQueries.load())
  const tipo = config.data?.tipoSolicitacaoIncluirMarcacao
  return tipo !== null && typeof tipo === 'object' && 'id' in tipo && typeof tipo.id === 'number' ? tipo.id : null
}

/** REQ-014: the employee given by id in the query, as the picker shows it. */
export function useFuncionarioOpcao(id: number | undefined): { funcionario: FuncionarioOpcao | null; isPending: boolean } {
  const query = useQuery({ ...funcionarioQueries.detail(id ?? 0), enabled: id !== undefined })
  if (id === undefined) return { funcionario: null, isPending: false }
  return { funcionario: query.data ? { id: query.data.id, label: funcionarioLabel(query.data) } : null, isPending: query.isPending }
}
