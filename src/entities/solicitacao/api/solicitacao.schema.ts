import { z } from 'zod/mini'

export const solicitacaoResumoSchema = z.looseObject({
  id: z.number(),
  funcionario: z.looseObject({ nome: z.string() }),
  inicio: z.string(),
  fim: z.nullish(z.string()),
  tipoSolicitacao: z.nullish(z.looseObject({ descricao: z.string() })),
  status: z.string(),
})

export type SolicitacaoResumo = z.infer<typeof solicitacaoResumoSchema>
