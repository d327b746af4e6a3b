import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { tipoSolicitacaoResource } from '@/entities/cadastro/tipo-solicitacao'
import { FILTRO_PADRAO, funcionarioLabel, funcionarioQueries, searchFuncionarios } from '@/entities/funcionario'
import { SOLICITACOES_POR_PAGINA, solicitacaoQueries, type Escopo } from '@/entities/solicitacao'
import type { PreenchimentoSolicitacao } from '@/features/solicitacao/salvar'
import type { SolicitacoesSearch } from './search'

/**
 * The list routes' loader when the list is opened: the page of requests of the scope and the URL's filters, as the
 * screen asks for it first. Later filter changes are the screen's, debounced (REQ-005).
 */
export async function carregarSolicitacoes(queryClient: QueryClient, escopo: Escopo, search: SolicitacoesSearch): Promise<void> {
  const { page, ...filtro } = search
  await queryClient.ensureQueryData(solicitacaoQueries.lista({ ...filtro, escopo, page, size: SOLICITACOES_POR_PAGINA }))
}

/** The request the dashboard, approval, reversal and edit routes show. */
export async function carregarSolicitacao(queryClient: QueryClient, id: string): Promise<void> {
  await queryClient.ensureQueryData(solicitacaoQueries.detalhe(id))
}

/** The request types the form offers, as its feature asks for them (useTiposSolicitacao). */
const tiposSolicitacao = () => tipoSolicitacaoResource.queries.list({ page: 0, size: 200 })

/** A plain employee asks for themself: their own employee, the only one their search returns. */
export const proprioFuncionarioQuery = () =>
  queryOptions({
    queryKey: ['solicitacao', 'proprio-funcionario'],
    queryFn: async ({ signal }) => {
      const pagina = await searchFuncionarios({ text: '', page: 0, size: 2, filtro: FILTRO_PADRAO }, signal)
      const [unico] = pagina.items
      return pagina.items.length === 1 && unico ? { id: unico.id, label: funcionarioLabel(unico) } : null
    },
  })

/** The edit route: the request, and (not awaited) the types its form offers. */
export async function carregarEdicaoSolicitacao(queryClient: QueryClient, id: string): Promise<void> {
  void queryClient.prefetchQuery(tiposSolicitacao())
  await carregarSolicitacao(queryClient, id)
}

/**
 * The new request route: what the pre-filled form waits for (the types, the employee of the query or the plain
 * employee's own). A failure leaves the form to show what it can, as before: prefetched, not ensured.
 */
export async function carregarNovaSolicitacao(
  queryClient: QueryClient,
  preenchimento: PreenchimentoSolicitacao,
  proprio: boolean,
): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(tiposSolicitacao()),
    preenchimento.funcionario !== undefined && queryClient.prefetchQuery(funcionarioQueries.detail(preenchimento.funcionario)),
    preenchimento.funcionario === undefined && proprio && queryClient.prefetchQuery(proprioFuncionarioQuery()),
  ])
}
