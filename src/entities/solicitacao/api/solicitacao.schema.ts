import { z } from 'zod/mini'

const ref = z.nullish(z.looseObject({ id: z.number(), descricao: z.string() }))

export const solicitacaoResumoSchema = z.looseObject({
  id: z.number(),
  funcionario: z.looseObject({ nome: z.string() }),
  inicio: z.string(),
  fim: z.nullish(z.string()),
  tipoSolicitacao: z.nullish(z.looseObject({ descricao: z.string() })),
  status: z.string(),
})

export type SolicitacaoResumo = z.infer<typeof solicitacaoResumoSchema>

/** REQ-001: a request as GET /api/solicitacao lists it. */
export const solicitacaoSchema = z.looseObject({
  id: z.number(),
  funcionario: z.looseObject({ id: z.number(), nome: z.string(), matricula: z.nullish(z.string()) }),
  inicio: z.string(),
  fim: z.string(),
  tipoSolicitacao: z.nullish(z.looseObject({ id: z.number(), descricao: z.string() })),
  tipo: z.nullish(z.looseObject({ id: z.number(), descricao: z.string(), informaHoras: z.optional(z.boolean()), motivo: ref, bancoDias: ref })),
  status: z.string(),
  motivo: ref,
  bancoDias: ref,
  horas: z.nullish(z.string()),
  observacaoSolicitante: z.nullish(z.string()),
  observacaoAprovador: z.nullish(z.string()),
  dataSolicitacao: z.nullish(z.string()),
  dataAprovacao: z.nullish(z.string()),
})

export type Solicitacao = z.infer<typeof solicitacaoSchema>

/** One request with what its dashboard shows: competence, approver, treatments on the card, the user's actions. */
export const solicitacaoDetalheSchema = z.extend(solicitacaoSchema, {
  competencia: z.nullish(z.looseObject({ id: z.number(), descricaoCurta: z.string(), fechada: z.optional(z.boolean()) })),
  aprovador: z.nullish(z.looseObject({ nome: z.string() })),
  efeito: z.optional(z.string()),
  tratamentos: z._default(z.array(z.looseObject({ data: z.string(), tipoJustificativa: z.string(), horas: z.nullish(z.string()) })), []),
  acoes: z._default(
    z.looseObject({
      editar: z.boolean(),
      excluir: z.boolean(),
      deferir: z.boolean(),
      indeferir: z.boolean(),
      estornar: z.boolean(),
    }),
    { editar: false, excluir: false, deferir: false, indeferir: false, estornar: false },
  ),
})

export type SolicitacaoDetalhe = z.infer<typeof solicitacaoDetalheSchema>
