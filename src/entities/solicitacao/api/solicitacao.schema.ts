import { z } from 'zod'

export const solicitacaoResumoSchema = z.looseObject({
  id: z.number(),
  funcionario: z.looseObject({ nome: z.string() }),
  inicio: z.string(),
  fim: z.string().nullish(),
  tipoSolicitacao: z.looseObject({ descricao: z.string() }).nullish(),
  status: z.string(),
})

export type SolicitacaoResumo = z.infer<typeof solicitacaoResumoSchema>
