import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { funcionarioResource } from './funcionario-registro'
import { apiGet, CARTAO_DERIVADOS, enderecoSchema } from '@/shared/api'

const texto = z.nullable(z.string())

/** GET /api/funcionarios/{id}/resumo: the links in force, this competence's card figures, the pending requests. */
export const resumoFuncionarioSchema = z.object({
  hoje: z.string(),
  id: z.number(),
  nome: z.string(),
  matricula: texto,
  ativo: z.boolean(),
  empresa: texto,
  cargo: texto,
  departamento: texto,
  localTrabalho: texto,
  quadroHorario: texto,
  bancoHoras: texto,
  bancoDias: texto,
  bancoCompensacao: texto,
  competencia: z.nullable(z.object({ id: z.number(), descricao: z.string(), inicio: z.string(), fim: z.string() })),
  cartao: z.nullable(
    z.object({
      totalHoras: z.string(),
      totalHoraExtraGeral: z.string(),
      totalFalta: z.string(),
      totalDiasFalta: z.number(),
      totalAtraso: z.string(),
      existeBancoHoras: z.boolean(),
      bancoHorasDescricao: texto,
      totalSaldoBancoFinal: z.string(),
    }),
  ),
  solicitacoesPendentes: z.number(),
})
export type ResumoFuncionario = z.infer<typeof resumoFuncionarioSchema>

export const epiSchema = z.object({
  id: z.number(),
  descricao: z.string(),
  ca: z.string(),
  dataEntrega: z.string(),
  quantidade: z.number(),
  validade: texto,
})
export type Epi = z.infer<typeof epiSchema>

const coordenada = z.nullable(z.number())
export const mapaSchema = z.object({
  localTrabalho: z.nullable(
    z.object({ id: z.number(), descricao: z.string(), endereco: enderecoSchema, latitude: coordenada, longitude: coordenada }),
  ),
  marcacoes: z.array(z.object({ id: z.number(), data: z.string(), hora: z.string(), latitude: coordenada, longitude: coordenada })),
})
export type Mapa = z.infer<typeof mapaSchema>

const chave = (id: number) => [...funcionarioResource.queries.all(), 'paginas', id] as const

/**
 * The employee pages' reads (the dated links come with the employee's detail, funcionarioQueries.detail); every link
 * or EPI change invalidates funcionarioQueries.all().
 */
export const funcionarioPaginasQueries = {
  /** The card's figures are derived from it: any change to the employee's cards (a justification...) refreshes them. */
  resumo: (id: number) =>
    queryOptions({
      queryKey: [...chave(id), 'resumo'] as const,
      queryFn: ({ signal }) => apiGet(`/api/funcionarios/${id}/resumo`, resumoFuncionarioSchema, { signal }),
      meta: { tags: [CARTAO_DERIVADOS], scope: { funcionarioId: id } },
    }),
  epis: (id: number) =>
    queryOptions({
      queryKey: [...chave(id), 'epis'] as const,
      queryFn: ({ signal }) => apiGet(`/api/funcionarios/${id}/epis`, z.array(epiSchema), { signal }),
    }),
  mapa: (id: number) =>
    queryOptions({
      queryKey: [...chave(id), 'mapa'] as const,
      queryFn: ({ signal }) => apiGet(`/api/funcionarios/${id}/mapa`, mapaSchema, { signal }),
    }),
}
