import { z } from 'zod'

/** A competence (doc1 §3): the month of time cards; `situacao` ABERTA means open. */
export const competenciaSchema = z.looseObject({
  id: z.number(),
  ano: z.number(),
  mes: z.number(),
  inicio: z.string(),
  fim: z.string(),
  descricao: z.string().nullish(),
  descricaoCurta: z.string().nullish(),
  fechada: z.boolean(),
  situacao: z.string(),
})

export type Competencia = z.infer<typeof competenciaSchema>
