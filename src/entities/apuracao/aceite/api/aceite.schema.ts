import { z } from 'zod/mini'

export const SITUACOES_ACEITE = ['PENDENTE', 'ACEITO'] as const
export type SituacaoAceite = (typeof SITUACOES_ACEITE)[number]

/** A row of 'Cartão Ponto Digital' (GET /api/aceites): one employee's time card of a competence. */
export const aceiteSchema = z.object({
  id: z.number(),
  funcionario: z.object({ id: z.number(), nome: z.string(), matricula: z.string() }),
  departamento: z.nullable(z.object({ id: z.number(), descricao: z.string() })),
  competencia: z.object({ id: z.number(), descricaoCurta: z.string(), inicio: z.string(), fim: z.string() }),
  situacao: z.enum(SITUACOES_ACEITE),
  dataAceite: z.nullable(z.string()),
  /** The user's own card, still pending: only the employee signs their card. */
  podeAceitar: z.boolean(),
})
export type Aceite = z.output<typeof aceiteSchema>
