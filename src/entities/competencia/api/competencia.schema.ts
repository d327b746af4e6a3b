import { z } from 'zod/mini'

/** A competence (doc1 §3): the month of time cards; `situacao` ABERTA means open. */
export const competenciaSchema = z.looseObject({
  id: z.number(),
  ano: z.number(),
  mes: z.number(),
  inicio: z.string(),
  fim: z.string(),
  descricao: z.nullish(z.string()),
  descricaoCurta: z.nullish(z.string()),
  fechada: z.boolean(),
  situacao: z.string(),
})

export type Competencia = z.infer<typeof competenciaSchema>
