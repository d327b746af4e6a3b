import { z } from 'zod/mini'
import { createResource } from '@/shared/api'

const ref = z.nullable(z.object({ id: z.number(), descricao: z.string() }))

/** A request type: the reason and day bank its requests carry, whether they carry hours. */
export const tipoSolicitacaoSchema = z.object({
  id: z.number(),
  descricao: z.string(),
  ativo: z.boolean(),
  informaHoras: z.optional(z.boolean()),
  motivo: z.optional(ref),
  bancoDias: z.optional(ref),
})
export type TipoSolicitacao = z.infer<typeof tipoSolicitacaoSchema>

export const tipoSolicitacaoResource = createResource({
  key: 'tipo-solicitacao',
  resource: 'tipos-solicitacao',
  item: tipoSolicitacaoSchema,
  sort: ['descricao,asc'],
})
